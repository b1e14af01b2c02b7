CREATE TABLE "fin_exchange_rate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_exchange_rate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "fin_exchange_rate_ck" CHECK ("fin_exchange_rate"."rate" > 0)
);
--> statement-breakpoint
CREATE INDEX "fin_exchange_rate_currency_idx" ON "fin_exchange_rate" USING btree ("currency","rate_date","id");