CREATE TABLE "auction_buyers" (
	"auction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "auction_buyers_auction_id_user_id_pk" PRIMARY KEY("auction_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"min_value" bigint NOT NULL,
	"min_increment" bigint NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"result_start_date" timestamp with time zone NOT NULL,
	"result_end_date" timestamp with time zone NOT NULL,
	"auto_extension_minutes" integer DEFAULT 0 NOT NULL,
	"mapped_lot_id" uuid,
	"seller_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(16, 3) NOT NULL,
	"unit" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "auto_bid_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_buyers" ADD CONSTRAINT "auction_buyers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_buyers" ADD CONSTRAINT "auction_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_mapped_lot_id_lots_id_fk" FOREIGN KEY ("mapped_lot_id") REFERENCES "public"."lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_start_idx" ON "auctions" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "lots_seller_idx" ON "lots" USING btree ("seller_id");--> statement-breakpoint
ALTER TABLE "sub_events" ADD CONSTRAINT "sub_events_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE restrict ON UPDATE no action;