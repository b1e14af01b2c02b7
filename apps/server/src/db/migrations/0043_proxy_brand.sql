CREATE TABLE "pur_proxy_brand" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_proxy_brand_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"territory" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pur_proxy_brand_no_uq" ON "pur_proxy_brand" USING btree ("no");--> statement-breakpoint
CREATE INDEX "pur_proxy_brand_brand_idx" ON "pur_proxy_brand" USING btree ("brand_id","status","valid_to");--> statement-breakpoint
CREATE INDEX "pur_proxy_brand_created_idx" ON "pur_proxy_brand" USING btree ("created_at");