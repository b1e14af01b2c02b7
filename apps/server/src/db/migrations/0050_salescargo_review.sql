ALTER TABLE "log_shipment" ADD COLUMN "cargo_review" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pur_setting" ADD COLUMN "sales_cargo_review" smallint DEFAULT 0 NOT NULL;