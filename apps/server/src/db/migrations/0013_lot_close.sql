CREATE TABLE "lot_close_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub_event_id" uuid NOT NULL,
	"step" text NOT NULL,
	"result" text NOT NULL,
	"amount" bigint,
	"by_user_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "reserve_price" bigint;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "approval_band_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "approval_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "result_decide_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "counter_amount" bigint;--> statement-breakpoint
ALTER TABLE "lot_close_steps" ADD CONSTRAINT "lot_close_steps_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_close_steps" ADD CONSTRAINT "lot_close_steps_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_close_steps_sub_event_idx" ON "lot_close_steps" USING btree ("sub_event_id","at");--> statement-breakpoint
CREATE INDEX "sub_events_decide_by_idx" ON "sub_events" USING btree ("result_decide_by");--> statement-breakpoint
UPDATE "sub_events" SET "result" = CASE WHEN "leading_bid_id" IS NULL THEN 'no_bids' ELSE 'awaiting_award' END WHERE "status" = 'closed';