CREATE TABLE "pre_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub_event_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"ceiling" bigint NOT NULL,
	"previous_ceiling" bigint,
	"seq" bigint NOT NULL,
	"via" text NOT NULL,
	"client_bid_id" text,
	"ip" text DEFAULT '' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pre_bids" ADD CONSTRAINT "pre_bids_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_bids" ADD CONSTRAINT "pre_bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_bids_sub_event_idx" ON "pre_bids" USING btree ("sub_event_id","seq");--> statement-breakpoint
CREATE INDEX "pre_bids_bidder_idx" ON "pre_bids" USING btree ("bidder_id");--> statement-breakpoint
CREATE INDEX "sub_events_pre_bids_pending_idx" ON "sub_events" USING btree ("event_starts_on") WHERE ("sub_events"."engine_state" ->> 'preBidsPending') = 'true';