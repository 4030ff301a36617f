CREATE TABLE "sale_delivery_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"serial_no" serial NOT NULL,
	"lift_from" date NOT NULL,
	"lift_until" date NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_liftings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"vehicle_no" text NOT NULL,
	"lifted_on" date NOT NULL,
	"slip_url" text DEFAULT '' NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_liftings_quantity_positive" CHECK ("sale_liftings"."quantity_milli" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_payment_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payment_decisions_status_known" CHECK ("sale_payment_decisions"."status" in ('confirmed','rejected'))
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"utr" text NOT NULL,
	"paid_on" date NOT NULL,
	"proof_url" text DEFAULT '' NOT NULL,
	"reported_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payments_amount_positive" CHECK ("sale_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_no" serial NOT NULL,
	"sale_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub_event_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"owner_id" uuid,
	"bid_id" uuid NOT NULL,
	"previous_sale_id" uuid,
	"status" text NOT NULL,
	"bid_amount" bigint NOT NULL,
	"bid_basis" text NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"unit" text NOT NULL,
	"sale_value" bigint NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"gst" bigint NOT NULL,
	"tcs_rate_bp" integer NOT NULL,
	"tcs" bigint NOT NULL,
	"total" bigint NOT NULL,
	"emd_hold" bigint NOT NULL,
	"emd_adjusted" bigint NOT NULL,
	"balance_due" bigint NOT NULL,
	"payment_days" integer NOT NULL,
	"lifting_days" integer NOT NULL,
	"due_date" date NOT NULL,
	"offer_expires_on" date,
	"forfeited" bigint DEFAULT 0 NOT NULL,
	"closed_short_reason" text,
	"reminded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_amounts_ok" CHECK ("sales"."total" >= 0 and "sales"."balance_due" >= 0 and "sales"."emd_adjusted" >= 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "gst_rate_bp" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tcs_rate_bp" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "payment_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lifting_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "bid_basis" text DEFAULT 'lot' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_delivery_orders" ADD CONSTRAINT "sale_delivery_orders_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_delivery_orders" ADD CONSTRAINT "sale_delivery_orders_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_liftings" ADD CONSTRAINT "sale_liftings_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_liftings" ADD CONSTRAINT "sale_liftings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payment_decisions" ADD CONSTRAINT "sale_payment_decisions_payment_id_sale_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sale_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payment_decisions" ADD CONSTRAINT "sale_payment_decisions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payment_decisions" ADD CONSTRAINT "sale_payment_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_status_history" ADD CONSTRAINT "sale_status_history_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_status_history" ADD CONSTRAINT "sale_status_history_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_previous_sale_id_sales_id_fk" FOREIGN KEY ("previous_sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_delivery_orders_sale_key" ON "sale_delivery_orders" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_liftings_sale_idx" ON "sale_liftings" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_payment_decisions_once_key" ON "sale_payment_decisions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sale_payment_decisions_sale_idx" ON "sale_payment_decisions" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_payments_utr_key" ON "sale_payments" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_status_history_sale_idx" ON "sale_status_history" USING btree ("sale_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_award_once_key" ON "sales" USING btree ("sub_event_id") WHERE "sales"."previous_sale_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_previous_once_key" ON "sales" USING btree ("previous_sale_id") WHERE "sales"."previous_sale_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_buyer_idx" ON "sales" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "sales_owner_idx" ON "sales" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sales_event_idx" ON "sales" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sales_status_due_idx" ON "sales" USING btree ("status","due_date");--> statement-breakpoint
-- hand-written
-- Money and material of a sale are rows only ever added: a payment, its decision, the delivery
-- order, a lifting and a status change are corrected by another row, never by changing one.
CREATE FUNCTION "sale_rows_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sale_payments_no_update_delete" BEFORE UPDATE OR DELETE ON "sale_payments" FOR EACH ROW EXECUTE FUNCTION "sale_rows_append_only"();--> statement-breakpoint
CREATE TRIGGER "sale_payment_decisions_no_update_delete" BEFORE UPDATE OR DELETE ON "sale_payment_decisions" FOR EACH ROW EXECUTE FUNCTION "sale_rows_append_only"();--> statement-breakpoint
CREATE TRIGGER "sale_delivery_orders_no_update_delete" BEFORE UPDATE OR DELETE ON "sale_delivery_orders" FOR EACH ROW EXECUTE FUNCTION "sale_rows_append_only"();--> statement-breakpoint
CREATE TRIGGER "sale_liftings_no_update_delete" BEFORE UPDATE OR DELETE ON "sale_liftings" FOR EACH ROW EXECUTE FUNCTION "sale_rows_append_only"();--> statement-breakpoint
CREATE TRIGGER "sale_status_history_no_update_delete" BEFORE UPDATE OR DELETE ON "sale_status_history" FOR EACH ROW EXECUTE FUNCTION "sale_rows_append_only"();
