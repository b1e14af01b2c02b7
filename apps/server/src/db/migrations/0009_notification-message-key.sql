ALTER TABLE "sys_notification" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "sys_notification" ADD COLUMN "params" jsonb;