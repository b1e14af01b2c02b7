CREATE TABLE "inv_warehouse" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_warehouse_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inv_warehouse_location" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_warehouse_location_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zone_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inv_warehouse_zone" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_warehouse_zone_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inv_warehouse_location" ADD CONSTRAINT "inv_warehouse_location_zone_id_inv_warehouse_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."inv_warehouse_zone"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_warehouse_zone" ADD CONSTRAINT "inv_warehouse_zone_warehouse_id_inv_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."inv_warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inv_warehouse_code_uq" ON "inv_warehouse" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "inv_warehouse_location_uq" ON "inv_warehouse_location" USING btree ("zone_id","code");--> statement-breakpoint
CREATE INDEX "inv_warehouse_location_zone_idx" ON "inv_warehouse_location" USING btree ("zone_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "inv_warehouse_zone_uq" ON "inv_warehouse_zone" USING btree ("warehouse_id","code");
--> statement-breakpoint
-- hand-written data migration (keep when regenerating)
-- Warehouses, zones and locations move from lookups (base_warehouse*) to inventory (inv_warehouse*) with
-- their ids (issue #13, decision 0025). When this migration is regenerated, drizzle-kit writes the three
-- DROP TABLE "base_warehouse*" and the three inv_lot foreign keys into the generated part: delete them
-- there (they are below, after the rows are copied), or the rows are dropped before they are copied.
INSERT INTO "inv_warehouse" ("id", "tenant_id", "code", "name", "name_en", "country", "address", "is_default", "status", "sort")
OVERRIDING SYSTEM VALUE
SELECT "id", "tenant_id", "code", "name", "name_en", "country", "address", "is_default", CASE WHEN "enabled" THEN 1 ELSE 2 END, "sort"
FROM "base_warehouse";
--> statement-breakpoint
INSERT INTO "inv_warehouse_zone" ("id", "warehouse_id", "code", "name", "name_en", "status", "sort")
OVERRIDING SYSTEM VALUE
SELECT "id", "warehouse_id", "code", "name", "name_en", 1, "sort" FROM "base_warehouse_zone";
--> statement-breakpoint
INSERT INTO "inv_warehouse_location" ("id", "zone_id", "code", "status", "sort")
OVERRIDING SYSTEM VALUE
SELECT "id", "zone_id", "code", CASE WHEN "enabled" THEN 1 ELSE 2 END, 0 FROM "base_warehouse_location";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('inv_warehouse', 'id'), coalesce((SELECT max("id") FROM "inv_warehouse"), 0) + 1, false);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('inv_warehouse_zone', 'id'), coalesce((SELECT max("id") FROM "inv_warehouse_zone"), 0) + 1, false);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('inv_warehouse_location', 'id'), coalesce((SELECT max("id") FROM "inv_warehouse_location"), 0) + 1, false);
--> statement-breakpoint
ALTER TABLE "inv_lot" ADD CONSTRAINT "inv_lot_warehouse_id_inv_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."inv_warehouse"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inv_lot" ADD CONSTRAINT "inv_lot_zone_id_inv_warehouse_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."inv_warehouse_zone"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inv_lot" ADD CONSTRAINT "inv_lot_location_id_inv_warehouse_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."inv_warehouse_location"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
DROP TABLE "base_warehouse_location";
--> statement-breakpoint
DROP TABLE "base_warehouse_zone";
--> statement-breakpoint
DROP TABLE "base_warehouse";
