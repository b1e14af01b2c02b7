CREATE TABLE "fin_balance" (
	"tenant_id" integer NOT NULL,
	"party_kind" smallint NOT NULL,
	"party_id" integer NOT NULL,
	"account" smallint NOT NULL,
	"currency" text NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_balance_tenant_id_party_kind_party_id_account_currency_pk" PRIMARY KEY("tenant_id","party_kind","party_id","account","currency"),
	CONSTRAINT "fin_balance_ck" CHECK ("fin_balance"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fin_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"party_kind" smallint NOT NULL,
	"party_id" integer NOT NULL,
	"account" smallint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"rate_to_cny" numeric(18, 6) NOT NULL,
	"posted_on" date NOT NULL,
	"doc_type" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_line_id" integer,
	"reverses_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "fin_entry_amount_ck" CHECK ("fin_entry"."amount" <> 0 and "fin_entry"."rate_to_cny" > 0)
);
--> statement-breakpoint
CREATE TABLE "fin_period_lock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_period_lock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"lock_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "inv_lot" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_lot_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"part_id" integer,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"lot_no" text DEFAULT '' NOT NULL,
	"coo" text DEFAULT '' NOT NULL,
	"msl" text DEFAULT '' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"zone_id" integer,
	"location_id" integer,
	"unit_cost" numeric(18, 6) NOT NULL,
	"currency" text NOT NULL,
	"rate_to_cny" numeric(18, 6) NOT NULL,
	"source_doc_type" text NOT NULL,
	"source_doc_id" integer NOT NULL,
	"source_line_id" integer NOT NULL,
	"received_on" date NOT NULL,
	"qc_state" smallint DEFAULT 1 NOT NULL,
	"cash_price" numeric(18, 6),
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "inv_lot_stock_ck" CHECK ("inv_lot"."on_hand" >= "inv_lot"."reserved" and "inv_lot"."reserved" >= 0),
	CONSTRAINT "inv_lot_cost_ck" CHECK ("inv_lot"."unit_cost" >= 0 and "inv_lot"."rate_to_cny" > 0)
);
--> statement-breakpoint
CREATE TABLE "inv_reservation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_reservation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"kind" smallint NOT NULL,
	"doc_type" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_line_id" integer NOT NULL,
	"move_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "inv_reservation_qty_ck" CHECK ("inv_reservation"."qty" <> 0)
);
--> statement-breakpoint
CREATE TABLE "inv_stock_move" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_stock_move_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"kind" smallint NOT NULL,
	"doc_type" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_line_id" integer NOT NULL,
	"reverses_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "inv_stock_move_qty_ck" CHECK ("inv_stock_move"."qty" <> 0)
);
--> statement-breakpoint
ALTER TABLE "inv_reservation" ADD CONSTRAINT "inv_reservation_lot_id_inv_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inv_lot"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_stock_move" ADD CONSTRAINT "inv_stock_move_lot_id_inv_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inv_lot"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fin_entry_party_idx" ON "fin_entry" USING btree ("party_kind","party_id","account","currency");--> statement-breakpoint
CREATE INDEX "fin_entry_doc_idx" ON "fin_entry" USING btree ("doc_type","doc_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_entry_reverses_uq" ON "fin_entry" USING btree ("reverses_id") WHERE "fin_entry"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "fin_period_lock_tenant_idx" ON "fin_period_lock" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "inv_lot_part_idx" ON "inv_lot" USING btree ("mpn","brand");--> statement-breakpoint
CREATE INDEX "inv_lot_warehouse_idx" ON "inv_lot" USING btree ("warehouse_id","mpn");--> statement-breakpoint
CREATE INDEX "inv_lot_source_idx" ON "inv_lot" USING btree ("source_doc_type","source_doc_id");--> statement-breakpoint
CREATE INDEX "inv_reservation_lot_idx" ON "inv_reservation" USING btree ("lot_id","doc_type","doc_line_id");--> statement-breakpoint
CREATE INDEX "inv_reservation_doc_idx" ON "inv_reservation" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "inv_stock_move_lot_idx" ON "inv_stock_move" USING btree ("lot_id","id");--> statement-breakpoint
CREATE INDEX "inv_stock_move_doc_idx" ON "inv_stock_move" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inv_stock_move_reverses_uq" ON "inv_stock_move" USING btree ("reverses_id") WHERE "inv_stock_move"."reverses_id" is not null;--> statement-breakpoint
-- Ledger rows are immutable (issue #13, decision 0024): a correction is a reversing row, never an edit.
CREATE FUNCTION "ledger_row_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable (%): post a reversal instead', TG_TABLE_NAME;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inv_stock_move_immutable" BEFORE UPDATE OR DELETE ON "inv_stock_move" FOR EACH ROW EXECUTE FUNCTION "ledger_row_immutable"();--> statement-breakpoint
CREATE TRIGGER "inv_reservation_immutable" BEFORE UPDATE OR DELETE ON "inv_reservation" FOR EACH ROW EXECUTE FUNCTION "ledger_row_immutable"();--> statement-breakpoint
CREATE TRIGGER "fin_entry_immutable" BEFORE UPDATE OR DELETE ON "fin_entry" FOR EACH ROW EXECUTE FUNCTION "ledger_row_immutable"();
