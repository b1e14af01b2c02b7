DROP INDEX "inq_inquiry_salesperson_idx";--> statement-breakpoint
DROP INDEX "inq_inquiry_created_idx";--> statement-breakpoint
DROP INDEX "inq_purchase_quote_buyer_idx";--> statement-breakpoint
DROP INDEX "inq_purchase_quote_created_idx";--> statement-breakpoint
DROP INDEX "quo_quote_salesperson_idx";--> statement-breakpoint
DROP INDEX "quo_quote_created_idx";--> statement-breakpoint
CREATE INDEX "inq_inquiry_line_library_idx" ON "inq_inquiry_line" USING btree ("created_at","inquiry_id","line_no" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "inq_inquiry_salesperson_idx" ON "inq_inquiry" USING btree ("salesperson_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inq_inquiry_created_idx" ON "inq_inquiry" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inq_purchase_quote_buyer_idx" ON "inq_purchase_quote" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inq_purchase_quote_created_idx" ON "inq_purchase_quote" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quo_quote_salesperson_idx" ON "quo_quote" USING btree ("salesperson_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quo_quote_created_idx" ON "quo_quote" USING btree ("created_at","id");