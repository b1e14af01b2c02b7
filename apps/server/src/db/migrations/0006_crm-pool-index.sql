DROP INDEX "crm_customer_pool_idx";--> statement-breakpoint
CREATE INDEX "crm_customer_pool_idx" ON "crm_customer" USING btree ("status","pool_entered_at") WHERE "crm_customer"."owner_id" is null;