CREATE TABLE "winner_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub_event_id" uuid NOT NULL,
	"bid_id" uuid NOT NULL,
	"authorized" boolean NOT NULL,
	"notified" text[] DEFAULT '{}'::text[] NOT NULL,
	"decided_by" uuid NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "serial" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "winner_authorizations" ADD CONSTRAINT "winner_authorizations_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_authorizations" ADD CONSTRAINT "winner_authorizations_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_authorizations" ADD CONSTRAINT "winner_authorizations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "winner_authorizations_sub_event_idx" ON "winner_authorizations" USING btree ("sub_event_id","decided_at");