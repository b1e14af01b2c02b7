CREATE TABLE "sales_cost_param" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_cost_param_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"country_id" integer,
	"freight_percent" numeric(9, 4) DEFAULT '0' NOT NULL,
	"freight_fixed" numeric(18, 2) DEFAULT '0' NOT NULL,
	"bank_fee_percent" numeric(9, 4) DEFAULT '0' NOT NULL,
	"bank_fee_fixed" numeric(18, 2) DEFAULT '0' NOT NULL,
	"duty_percent" numeric(9, 4) DEFAULT '0' NOT NULL,
	"inspection_fixed" numeric(18, 2) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "sales_cost_param_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "sales_gp_floor" (
	"id" integer PRIMARY KEY NOT NULL,
	"floor_percent" numeric(9, 4) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
