ALTER TABLE "crm_visit" ADD COLUMN "planned_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_visit" ADD COLUMN "purpose" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_visit" ADD COLUMN "next_step" text DEFAULT '' NOT NULL;