CREATE TABLE "member_identifiers" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"hint" text DEFAULT '' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_identifiers_user_id_kind_hash_pk" PRIMARY KEY("user_id","kind","hash")
);
--> statement-breakpoint
ALTER TABLE "lot_close_steps" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_identifiers" ADD CONSTRAINT "member_identifiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_identifiers_value_idx" ON "member_identifiers" USING btree ("kind","hash");