-- #11 list path: the list sort keys end in id (an index range, no sort), and a pg_trgm GIN index for the
-- contains search on the customer name where the extension exists (PostgreSQL with contrib, PGlite with
-- pg_trgm loaded). Without it the search stays a sequential scan: see docs/decisions/0022-list-path.md.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): contains searches stay sequential scans', SQLERRM;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "crm_customer_name_trgm_idx" ON "crm_customer" USING gin ("name" gin_trgm_ops);
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "crm_customer_owner_created_idx";--> statement-breakpoint
DROP INDEX "crm_customer_created_idx";--> statement-breakpoint
DROP INDEX "crm_customer_pool_idx";--> statement-breakpoint
CREATE INDEX "crm_customer_owner_created_idx" ON "crm_customer" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "crm_customer_created_idx" ON "crm_customer" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "crm_customer_pool_idx" ON "crm_customer" USING btree ("status","pool_entered_at","id") WHERE "crm_customer"."owner_id" is null;