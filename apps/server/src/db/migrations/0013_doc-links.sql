CREATE TABLE "doc_link" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doc_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_line_id" integer,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_line_id" integer,
	"quantity" numeric(18, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "doc_link_uq" UNIQUE NULLS NOT DISTINCT("source_type","source_id","source_line_id","target_type","target_id","target_line_id")
);
--> statement-breakpoint
CREATE INDEX "doc_link_target_idx" ON "doc_link" USING btree ("target_type","target_id");
--> statement-breakpoint
-- Backfill (decision 0018): the links the existing foreign keys already state. A demand order opened
-- its inquiry (whole documents);
INSERT INTO "doc_link" ("source_type", "source_id", "target_type", "target_id", "created_at", "created_by")
SELECT 'demand', d."id", 'inquiry', d."inquiry_id", d."updated_at", d."updated_by"
FROM "dmd_demand" d WHERE d."inquiry_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- a purchase quote prices an inquiry line;
INSERT INTO "doc_link" ("source_type", "source_id", "source_line_id", "target_type", "target_id", "quantity", "created_at", "created_by")
SELECT 'inquiry', pq."inquiry_id", pq."line_id", 'purchaseQuote', pq."id", pq."quantity", pq."created_at", pq."created_by"
FROM "inq_purchase_quote" pq
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- a sales quote line is quoted from an inquiry line and, when priced, from the purchase quote picked;
INSERT INTO "doc_link" ("source_type", "source_id", "source_line_id", "target_type", "target_id", "target_line_id", "quantity", "created_at", "created_by")
SELECT 'inquiry', il."inquiry_id", ql."inquiry_line_id", 'salesQuote', ql."quote_id", ql."id", ql."quantity", ql."created_at", ql."created_by"
FROM "quo_quote_line" ql JOIN "inq_inquiry_line" il ON il."id" = ql."inquiry_line_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "doc_link" ("source_type", "source_id", "target_type", "target_id", "target_line_id", "quantity", "created_at", "created_by")
SELECT 'purchaseQuote', ql."purchase_quote_id", 'salesQuote', ql."quote_id", ql."id", ql."quantity", ql."created_at", ql."created_by"
FROM "quo_quote_line" ql WHERE ql."purchase_quote_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- a purchase request line serves an inquiry line.
INSERT INTO "doc_link" ("source_type", "source_id", "source_line_id", "target_type", "target_id", "target_line_id", "quantity", "created_at", "created_by")
SELECT 'inquiry', il."inquiry_id", prl."inquiry_line_id", 'purchaseRequest', prl."request_id", prl."id", prl."quantity", pr."created_at", pr."created_by"
FROM "inq_purchase_request_line" prl
JOIN "inq_inquiry_line" il ON il."id" = prl."inquiry_line_id"
JOIN "inq_purchase_request" pr ON pr."id" = prl."request_id"
ON CONFLICT DO NOTHING;
