CREATE TABLE "crm_balance_refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_balance_refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"payee_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"bank_address" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"ledger_id" integer,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "crm_balance_refund_amount_ck" CHECK ("crm_balance_refund"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "crm_credit_change" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_credit_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"currency" text NOT NULL,
	"from_limit" numeric(18, 2) NOT NULL,
	"to_limit" numeric(18, 2) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "crm_level_change" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_level_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"from_level" smallint NOT NULL,
	"to_level" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "crm_customer_transfer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_customer_transfer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"from_owner_id" integer,
	"to_owner_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "crm_pool_claim" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_pool_claim_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"claimed_by" integer NOT NULL,
	"month" text NOT NULL,
	"status" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_pool_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_pool_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"action" smallint NOT NULL,
	"from_owner_id" integer,
	"to_owner_id" integer,
	"by_user_id" integer,
	"return_run_id" integer,
	"tier_months" smallint,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_pool_return_run" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_pool_return_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"month" text NOT NULL,
	"job_run_id" integer,
	"trigger" text DEFAULT 'schedule' NOT NULL,
	"eligible" integer DEFAULT 0 NOT NULL,
	"moved" integer DEFAULT 0 NOT NULL,
	"owners_notified" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_pool_return_tier" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_pool_return_tier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"tier_months" smallint NOT NULL,
	"share" numeric(5, 2) NOT NULL,
	"eligible" integer NOT NULL,
	"moved" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_visit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_visit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_id" integer,
	"salesperson_id" integer,
	"allotted_by" integer,
	"allotted_at" timestamp with time zone,
	"planned_date" date,
	"done_date" date,
	"method" smallint DEFAULT 1 NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "crm_contact" ADD COLUMN "status" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_contact" ADD COLUMN "conflict_customer_id" integer;--> statement-breakpoint
ALTER TABLE "crm_contact" ADD COLUMN "conflict_contact_id" integer;--> statement-breakpoint
ALTER TABLE "crm_contact" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_balance_refund" ADD CONSTRAINT "crm_balance_refund_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_balance_refund" ADD CONSTRAINT "crm_balance_refund_ledger_id_crm_balance_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."crm_balance_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_credit_change" ADD CONSTRAINT "crm_credit_change_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_level_change" ADD CONSTRAINT "crm_level_change_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_transfer" ADD CONSTRAINT "crm_customer_transfer_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pool_claim" ADD CONSTRAINT "crm_pool_claim_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pool_event" ADD CONSTRAINT "crm_pool_event_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pool_return_tier" ADD CONSTRAINT "crm_pool_return_tier_run_id_crm_pool_return_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."crm_pool_return_run"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_visit" ADD CONSTRAINT "crm_visit_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_visit" ADD CONSTRAINT "crm_visit_contact_id_crm_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_balance_refund_no_uq" ON "crm_balance_refund" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE INDEX "crm_balance_refund_customer_idx" ON "crm_balance_refund" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_balance_refund_status_idx" ON "crm_balance_refund" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_credit_change_pending_uq" ON "crm_credit_change" USING btree ("customer_id") WHERE "crm_credit_change"."status" = 1;--> statement-breakpoint
CREATE INDEX "crm_credit_change_customer_idx" ON "crm_credit_change" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_level_change_pending_uq" ON "crm_level_change" USING btree ("customer_id") WHERE "crm_level_change"."status" = 1;--> statement-breakpoint
CREATE INDEX "crm_level_change_customer_idx" ON "crm_level_change" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customer_transfer_pending_uq" ON "crm_customer_transfer" USING btree ("customer_id") WHERE "crm_customer_transfer"."status" = 1;--> statement-breakpoint
CREATE INDEX "crm_customer_transfer_status_idx" ON "crm_customer_transfer" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "crm_pool_claim_quota_idx" ON "crm_pool_claim" USING btree ("claimed_by","month");--> statement-breakpoint
CREATE INDEX "crm_pool_claim_customer_idx" ON "crm_pool_claim" USING btree ("customer_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_pool_claim_pending_uq" ON "crm_pool_claim" USING btree ("customer_id") WHERE "crm_pool_claim"."status" = 1;--> statement-breakpoint
CREATE INDEX "crm_pool_event_customer_idx" ON "crm_pool_event" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "crm_pool_event_from_owner_idx" ON "crm_pool_event" USING btree ("from_owner_id","customer_id","at");--> statement-breakpoint
CREATE INDEX "crm_pool_event_run_idx" ON "crm_pool_event" USING btree ("return_run_id") WHERE "crm_pool_event"."return_run_id" is not null;--> statement-breakpoint
CREATE INDEX "crm_pool_return_run_month_idx" ON "crm_pool_return_run" USING btree ("month","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_pool_return_tier_uq" ON "crm_pool_return_tier" USING btree ("run_id","tier_months");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_visit_no_uq" ON "crm_visit" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE INDEX "crm_visit_salesperson_idx" ON "crm_visit" USING btree ("salesperson_id","planned_date");--> statement-breakpoint
CREATE INDEX "crm_visit_customer_idx" ON "crm_visit" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_visit_allot_idx" ON "crm_visit" USING btree ("created_at") WHERE "crm_visit"."salesperson_id" is null;--> statement-breakpoint
CREATE INDEX "crm_visit_status_idx" ON "crm_visit" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "crm_contact_phone_digits_idx" ON "crm_contact" USING btree (regexp_replace("phone", '[^0-9]', '', 'g')) WHERE "crm_contact"."phone" <> '';--> statement-breakpoint
CREATE INDEX "crm_contact_status_idx" ON "crm_contact" USING btree ("status","created_at") WHERE "crm_contact"."status" <> 2;