CREATE TABLE "emd_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"ref_id" uuid,
	"sub_event_id" uuid,
	"sale_id" uuid,
	"utr" text,
	"paid_on" date,
	"bank" text,
	"proof_url" text,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emd_entries_amount_positive" CHECK ("emd_entries"."amount" > 0),
	CONSTRAINT "emd_entries_kind_known" CHECK ("emd_entries"."kind" in ('deposit','deposit_verified','deposit_rejected','hold','release','adjust','forfeit','refund','refund_paid','refund_rejected'))
);
--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "emd_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "emd_entries" ADD CONSTRAINT "emd_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emd_entries" ADD CONSTRAINT "emd_entries_ref_id_emd_entries_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."emd_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emd_entries" ADD CONSTRAINT "emd_entries_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emd_entries" ADD CONSTRAINT "emd_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emd_entries_user_idx" ON "emd_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "emd_entries_sub_event_idx" ON "emd_entries" USING btree ("sub_event_id");--> statement-breakpoint
CREATE INDEX "emd_entries_kind_idx" ON "emd_entries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "emd_entries_ref_once_key" ON "emd_entries" USING btree ("ref_id") WHERE "emd_entries"."ref_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "emd_entries_deposit_utr_key" ON "emd_entries" USING btree ("utr") WHERE "emd_entries"."kind" = 'deposit';--> statement-breakpoint
CREATE UNIQUE INDEX "emd_entries_refund_utr_key" ON "emd_entries" USING btree ("utr") WHERE "emd_entries"."kind" = 'refund_paid';--> statement-breakpoint
-- hand-written
-- The EMD ledger is append-only: a movement is corrected by another row, never by changing one.
CREATE FUNCTION "emd_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'emd_entries is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "emd_entries_no_update_delete" BEFORE UPDATE OR DELETE ON "emd_entries" FOR EACH ROW EXECUTE FUNCTION "emd_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "emd_entries_no_truncate" BEFORE TRUNCATE ON "emd_entries" FOR EACH STATEMENT EXECUTE FUNCTION "emd_entries_append_only"();
