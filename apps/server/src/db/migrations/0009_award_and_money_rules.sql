CREATE TABLE "bank_transfers" (
	"utr" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_kind_known" CHECK ("bank_transfers"."kind" in ('emd_deposit','sale_payment','refund_payout'))
);
--> statement-breakpoint
DROP INDEX "sales_award_once_key";--> statement-breakpoint
ALTER TABLE "winner_authorizations" ADD COLUMN "serial_no" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_award_once_key" ON "sales" USING btree ("sub_event_id") WHERE "sales"."previous_sale_id" is null and "sales"."status" <> 'cancelled';--> statement-breakpoint
-- hand-written
-- A UTR is one bank transfer (API.md "Award and money rules that hold in every state"): the
-- transfers recorded before this table are entered once each, the first row by time winning.
INSERT INTO "bank_transfers" ("utr", "kind", "ref_id", "created_by", "created_at")
SELECT "utr", "kind", "ref_id", "created_by", "created_at" FROM (
	SELECT upper(regexp_replace("utr", '\s', '', 'g')) AS "utr",
		CASE "kind" WHEN 'deposit' THEN 'emd_deposit' ELSE 'refund_payout' END AS "kind",
		"id" AS "ref_id", "created_by", "created_at"
	FROM "emd_entries" WHERE "utr" IS NOT NULL AND "kind" IN ('deposit', 'refund_paid')
	UNION ALL
	SELECT upper(regexp_replace("utr", '\s', '', 'g')), 'sale_payment', "id", "reported_by", "created_at"
	FROM "sale_payments"
	ORDER BY "created_at"
) AS "recorded"
ON CONFLICT ("utr") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "bank_transfers_no_update_delete" BEFORE UPDATE OR DELETE ON "bank_transfers" FOR EACH ROW EXECUTE FUNCTION "sale_rows_append_only"();
