ALTER TABLE "log_shipment" ADD COLUMN "forwarder_id" integer;--> statement-breakpoint
ALTER TABLE "base_forwarding_company" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_forwarding_company" ADD COLUMN "handover_warehouse" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_forwarding_company" ADD COLUMN "handover_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_forwarding_company" ADD COLUMN "remark" text DEFAULT '' NOT NULL;