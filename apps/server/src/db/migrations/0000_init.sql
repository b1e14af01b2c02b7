CREATE TABLE "sys_department" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_department_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"type" smallint NOT NULL,
	"master_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"code" text PRIMARY KEY NOT NULL,
	"id" integer NOT NULL,
	"parent_code" text,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"url" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_menu_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"scope_kind" text DEFAULT 'own' NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" integer NOT NULL,
	"menu_code" text NOT NULL,
	"button_code" text DEFAULT '' NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_code_button_code_pk" PRIMARY KEY("role_id","menu_code","button_code")
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"short_name" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"doc_enabled" boolean DEFAULT true NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"dept_id" integer,
	"account" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	CONSTRAINT "sys_session_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sys_notification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"route" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_push_attachment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" "bytea"
);
--> statement-breakpoint
CREATE TABLE "sys_offline_notice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_offline_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"remark" text NOT NULL,
	"user_id" integer,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_name_uq" ON "sys_role" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_account_uq" ON "sys_user" USING btree ("account");--> statement-breakpoint
CREATE INDEX "sys_user_dept_idx" ON "sys_user" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_notification_user_idx" ON "sys_notification" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_offline_notice_window_idx" ON "sys_offline_notice" USING btree ("start_at","end_at");