CREATE TABLE "member_standing_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_no" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"cause" text NOT NULL,
	"sale_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"until" timestamp with time zone,
	"by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_standing_changes_status_known" CHECK ("member_standing_changes"."status" in ('good','probation','suspended')),
	CONSTRAINT "member_standing_changes_cause_known" CHECK ("member_standing_changes"."cause" in ('default','lifted'))
);
--> statement-breakpoint
ALTER TABLE "member_standing_changes" ADD CONSTRAINT "member_standing_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_standing_changes" ADD CONSTRAINT "member_standing_changes_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_standing_changes_user_idx" ON "member_standing_changes" USING btree ("user_id","serial_no");--> statement-breakpoint
-- hand-written
-- A member's standing changes only by a new row (a default, a lift with its reason, who and when).
CREATE FUNCTION "standing_rows_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "member_standing_changes_no_update_delete" BEFORE UPDATE OR DELETE ON "member_standing_changes" FOR EACH ROW EXECUTE FUNCTION "standing_rows_append_only"();
