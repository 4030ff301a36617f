CREATE TABLE "upload_files" (
	"stored_name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "attached_to" text;--> statement-breakpoint
-- hand-written
-- A document already the proof of a money row stays attached to it (to the earliest, where one
-- file was attached to several before a file could back one row only).
UPDATE "uploads" SET "attached_to" = "first"."ref"
FROM (
	SELECT DISTINCT ON ("url") "url", "ref"
	FROM (
		SELECT "proof_url" AS "url", 'emd_deposit:' || "id" AS "ref", "created_at" AS "at" FROM "emd_entries" WHERE "kind" = 'deposit' AND "proof_url" IS NOT NULL AND "proof_url" <> ''
		UNION ALL
		SELECT "proof_url", 'sale_payment:' || "id", "created_at" FROM "sale_payments" WHERE "proof_url" <> ''
		UNION ALL
		SELECT "slip_url", 'sale_lifting:' || "sale_id", "created_at" FROM "sale_liftings" WHERE "slip_url" <> ''
	) AS "attached"
	ORDER BY "url", "at"
) AS "first"
WHERE "first"."url" = '/api/upload/files/' || "uploads"."stored_name";
