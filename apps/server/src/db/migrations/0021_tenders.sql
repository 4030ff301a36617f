CREATE TABLE "tenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub_event_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"salt" text NOT NULL,
	"digest" text NOT NULL,
	"prev_chain_hash" text NOT NULL,
	"chain_hash" text NOT NULL,
	"replaces_digest" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "tender_opens_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "tender_closes_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_sub_event_seq_key" ON "tenders" USING btree ("sub_event_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_replaces_key" ON "tenders" USING btree ("sub_event_id","replaces_digest");--> statement-breakpoint
CREATE INDEX "tenders_bidder_idx" ON "tenders" USING btree ("sub_event_id","bidder_id");--> statement-breakpoint
-- Tenders are append-only: a replacement is a new row; a sealed tender is never changed or removed.
CREATE FUNCTION "tenders_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'tenders is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tenders_no_update_delete" BEFORE UPDATE OR DELETE ON "tenders" FOR EACH ROW EXECUTE FUNCTION "tenders_append_only"();--> statement-breakpoint
CREATE TRIGGER "tenders_no_truncate" BEFORE TRUNCATE ON "tenders" FOR EACH STATEMENT EXECUTE FUNCTION "tenders_append_only"();
