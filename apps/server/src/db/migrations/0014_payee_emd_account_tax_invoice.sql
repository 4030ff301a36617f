CREATE TABLE "emd_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_no" serial NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank" text NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"set_by" uuid NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"supplier_id" uuid,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"supplier_gstin" text NOT NULL,
	"supplier_state" text NOT NULL,
	"buyer_gstin" text NOT NULL,
	"buyer_state" text NOT NULL,
	"hsn_code" text NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payee_account_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" uuid NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payee_account_decisions_status_known" CHECK ("payee_account_decisions"."status" in ('verified','rejected'))
);
--> statement-breakpoint
CREATE TABLE "payee_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_no" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank" text NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"submitted_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "hsn_code" text DEFAULT '7204' NOT NULL;--> statement-breakpoint
ALTER TABLE "emd_accounts" ADD CONSTRAINT "emd_accounts_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tax_invoices" ADD CONSTRAINT "sale_tax_invoices_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tax_invoices" ADD CONSTRAINT "sale_tax_invoices_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tax_invoices" ADD CONSTRAINT "sale_tax_invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_account_decisions" ADD CONSTRAINT "payee_account_decisions_account_id_payee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."payee_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_account_decisions" ADD CONSTRAINT "payee_account_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_accounts" ADD CONSTRAINT "payee_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_accounts" ADD CONSTRAINT "payee_accounts_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_tax_invoices_sale_key" ON "sale_tax_invoices" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_tax_invoices_number_key" ON "sale_tax_invoices" USING btree ("supplier_id","financial_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payee_account_decisions_once_key" ON "payee_account_decisions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payee_accounts_user_idx" ON "payee_accounts" USING btree ("user_id","serial_no");--> statement-breakpoint
-- hand-written
-- Where money goes is only ever added to: the platform's EMD account and a payee account change
-- by a new row (who, when), a payee account's verification is a row of its own, and an issued tax
-- invoice stays as issued.
CREATE FUNCTION "account_rows_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "emd_accounts_no_update_delete" BEFORE UPDATE OR DELETE ON "emd_accounts" FOR EACH ROW EXECUTE FUNCTION "account_rows_append_only"();--> statement-breakpoint
CREATE TRIGGER "payee_accounts_no_update_delete" BEFORE UPDATE OR DELETE ON "payee_accounts" FOR EACH ROW EXECUTE FUNCTION "account_rows_append_only"();--> statement-breakpoint
CREATE TRIGGER "payee_account_decisions_no_update_delete" BEFORE UPDATE OR DELETE ON "payee_account_decisions" FOR EACH ROW EXECUTE FUNCTION "account_rows_append_only"();--> statement-breakpoint
CREATE TRIGGER "sale_tax_invoices_no_update_delete" BEFORE UPDATE OR DELETE ON "sale_tax_invoices" FOR EACH ROW EXECUTE FUNCTION "sale_rows_append_only"();
