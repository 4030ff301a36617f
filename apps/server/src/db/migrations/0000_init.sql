CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_bids" (
	"sub_event_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"limit_amount" bigint NOT NULL,
	"client_bid_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_bids_sub_event_id_bidder_id_pk" PRIMARY KEY("sub_event_id","bidder_id")
);
--> statement-breakpoint
CREATE TABLE "bid_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"changed_by" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub_event_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'accepted' NOT NULL,
	"client_bid_id" text,
	"seq" bigint NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_name" text NOT NULL,
	"title_name" text NOT NULL,
	"auction_type" text NOT NULL,
	"auction_behaviour" text NOT NULL,
	"on_behalf_of" text NOT NULL,
	"event_start" timestamp with time zone NOT NULL,
	"event_end" timestamp with time zone NOT NULL,
	"inspection_date" text DEFAULT '' NOT NULL,
	"auto_extension" text DEFAULT '3 Minute' NOT NULL,
	"total_lots" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'Rs' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"term_condition" text DEFAULT '' NOT NULL,
	"require_transaction_password" boolean DEFAULT true NOT NULL,
	"max_extensions" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_event_members" (
	"sub_event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_event_members_sub_event_id_user_id_pk" PRIMARY KEY("sub_event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sub_event_participants" (
	"sub_event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_ip" text DEFAULT '' NOT NULL,
	CONSTRAINT "sub_event_participants_sub_event_id_user_id_pk" PRIMARY KEY("sub_event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sub_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"auction_no" serial NOT NULL,
	"name" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"sub_event_type" text NOT NULL,
	"quantity_or_types_of_trunk" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"rule" text DEFAULT '' NOT NULL,
	"serial_no" integer DEFAULT 0 NOT NULL,
	"start_value" bigint NOT NULL,
	"increment_or_decrement" bigint NOT NULL,
	"event_starts_on" timestamp with time zone NOT NULL,
	"event_ends_on" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"lot_id" uuid,
	"owner_id" uuid,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"leading_amount" bigint,
	"leader_id" uuid,
	"leading_bid_id" uuid,
	"extension_count" integer DEFAULT 0 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"engine_state" jsonb,
	"last_bid_hash" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_acceptances" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	CONSTRAINT "term_acceptances_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_individual_name" text NOT NULL,
	"type" text NOT NULL,
	"role" text NOT NULL,
	"pan" text DEFAULT '' NOT NULL,
	"gst" text DEFAULT '' NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"seller_admin" text DEFAULT '' NOT NULL,
	"membertype" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"transaction_password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"cell_number" text DEFAULT '' NOT NULL,
	"fax_number" text DEFAULT '' NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"pin" text DEFAULT '' NOT NULL,
	"uploaded_documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_bids" ADD CONSTRAINT "auto_bids_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_bids" ADD CONSTRAINT "auto_bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_status_changes" ADD CONSTRAINT "bid_status_changes_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_status_changes" ADD CONSTRAINT "bid_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_messages" ADD CONSTRAINT "flash_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_event_members" ADD CONSTRAINT "sub_event_members_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_event_members" ADD CONSTRAINT "sub_event_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_event_participants" ADD CONSTRAINT "sub_event_participants_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_event_participants" ADD CONSTRAINT "sub_event_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_events" ADD CONSTRAINT "sub_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_events" ADD CONSTRAINT "sub_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_events" ADD CONSTRAINT "sub_events_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_acceptances" ADD CONSTRAINT "term_acceptances_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_acceptances" ADD CONSTRAINT "term_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bids_sub_event_idx" ON "bids" USING btree ("sub_event_id","seq");--> statement-breakpoint
CREATE INDEX "bids_bidder_idx" ON "bids" USING btree ("bidder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_client_bid_key" ON "bids" USING btree ("sub_event_id","bidder_id","client_bid_id");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("event_start");--> statement-breakpoint
CREATE INDEX "events_end_idx" ON "events" USING btree ("event_end");--> statement-breakpoint
CREATE INDEX "flash_messages_event_idx" ON "flash_messages" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sub_event_members_user_idx" ON "sub_event_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sub_events_event_idx" ON "sub_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sub_events_due_idx" ON "sub_events" USING btree ("status","closes_at");--> statement-breakpoint
CREATE INDEX "sub_events_owner_idx" ON "sub_events" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");