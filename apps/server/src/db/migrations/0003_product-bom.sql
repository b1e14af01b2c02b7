CREATE TABLE "product_bom_mapping" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_bom_mapping_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"signature" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"header_row" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "product_part" ADD COLUMN "mpn_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_bom_mapping_customer_sig_uq" ON "product_bom_mapping" USING btree ("customer_id","signature");--> statement-breakpoint
CREATE INDEX "product_part_mpn_key_idx" ON "product_part" USING btree ("mpn_key" text_pattern_ops);