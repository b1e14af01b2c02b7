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
CREATE TABLE "doc_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doc_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doc_type" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_no" text DEFAULT '' NOT NULL,
	"tenant_id" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"changes" jsonb,
	"comment" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_sequence" (
	"tenant_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"day" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "doc_sequence_tenant_id_prefix_day_pk" PRIMARY KEY("tenant_id","prefix","day")
);
--> statement-breakpoint
CREATE TABLE "doc_attachment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doc_attachment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doc_type" text NOT NULL,
	"doc_id" integer NOT NULL,
	"tenant_id" integer,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_job_run" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_job_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_name" text NOT NULL,
	"slot_at" timestamp with time zone,
	"trigger" text DEFAULT 'schedule' NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"host" text DEFAULT '' NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"instance" text DEFAULT '' NOT NULL
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
CREATE TABLE "review_flow_step" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_flow_step_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doc_type" text NOT NULL,
	"tenant_id" integer,
	"step_no" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"approver_kind" text DEFAULT 'roles' NOT NULL,
	"approver_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"approver_permit" text DEFAULT '' NOT NULL,
	"min_amount" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "review_flow_step_uq" UNIQUE NULLS NOT DISTINCT("doc_type","tenant_id","step_no")
);
--> statement-breakpoint
CREATE TABLE "review_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doc_type" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_no" text NOT NULL,
	"tenant_id" integer,
	"flow_step_id" integer NOT NULL,
	"step_no" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" numeric(18, 2),
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_balance_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_balance_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"kind" smallint NOT NULL,
	"doc_type" text DEFAULT '' NOT NULL,
	"doc_no" text DEFAULT '' NOT NULL,
	"doc_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "crm_balance_ledger_sign_ck" CHECK (("crm_balance_ledger"."kind" in (1, 3, 4) and "crm_balance_ledger"."amount" > 0) or ("crm_balance_ledger"."kind" in (2, 5) and "crm_balance_ledger"."amount" < 0) or ("crm_balance_ledger"."kind" = 6 and "crm_balance_ledger"."amount" <> 0))
);
--> statement-breakpoint
CREATE TABLE "crm_contact" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_contact_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"email_domain" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"qq" text DEFAULT '' NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"skype" text DEFAULT '' NOT NULL,
	"other_number" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"is_primary" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "crm_contact_method_ck" CHECK ("crm_contact"."email" <> '' or "crm_contact"."phone" <> '' or "crm_contact"."qq" <> '' or "crm_contact"."wechat" <> '' or "crm_contact"."skype" <> ''),
	CONSTRAINT "crm_contact_email_domain_ck" CHECK ("crm_contact"."email_domain" = lower("crm_contact"."email_domain"))
);
--> statement-breakpoint
CREATE TABLE "crm_customer_part" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_customer_part_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"customer_pn" text NOT NULL,
	"mpn" text NOT NULL,
	"mpn_norm" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"part_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "crm_customer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text GENERATED ALWAYS AS ('C' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL,
	"tenant_id" integer NOT NULL,
	"short_name" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"customer_type" smallint DEFAULT 1 NOT NULL,
	"attribute" smallint NOT NULL,
	"source" smallint NOT NULL,
	"level" smallint DEFAULT 3 NOT NULL,
	"business_type" smallint NOT NULL,
	"company_status" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"conflict_customer_id" integer,
	"owner_id" integer,
	"assigned_at" timestamp with time zone,
	"country_code" text NOT NULL,
	"region_id" integer,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"billing_company" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"billing_phone" text DEFAULT '' NOT NULL,
	"billing_contact" text DEFAULT '' NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"credit_limit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"payment_terms" smallint,
	"is_blacklisted" boolean DEFAULT false NOT NULL,
	"blacklist_reason" text DEFAULT '' NOT NULL,
	"last_inquiry_at" timestamp with time zone,
	"last_order_at" timestamp with time zone,
	"pool_entered_at" timestamp with time zone,
	"pool_reason" smallint,
	"released_by" integer,
	"previous_owner_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "base_account" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"direction" smallint DEFAULT 3 NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"bank_address" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "base_full_reduction" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_full_reduction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"currency" text NOT NULL,
	"threshold" numeric(18, 2) NOT NULL,
	"reduction" numeric(18, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "base_manage_level" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_manage_level_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"max_customers" integer NOT NULL,
	"monthly_claim_quota" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_purchase_setting" (
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "base_purchase_setting_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_dict_line" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "sys_dict_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dict_code" text NOT NULL,
	"value" text NOT NULL,
	"text" text NOT NULL,
	"text_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "base_country" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_country_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"continent" text NOT NULL,
	"phone_code" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_currency" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_currency_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"symbol" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "base_currency_rate_month" (
	"month" text NOT NULL,
	"code" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "base_currency_rate_month_month_code_pk" PRIMARY KEY("month","code")
);
--> statement-breakpoint
CREATE TABLE "base_region" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_region_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_region_town" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_region_town_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_customer_express_account" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_customer_express_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"express_company_id" integer NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "base_declare" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_declare_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_declare_rule" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"content_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "base_express_company" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_express_company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_forwarding_company" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_forwarding_company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "base_warehouse" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_warehouse_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"country" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_warehouse_location" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_warehouse_location_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zone_id" integer NOT NULL,
	"code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_warehouse_zone" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_warehouse_zone_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_working_procedure" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_working_procedure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"dept_type" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
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
CREATE TABLE "product_brand" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_brand_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"name_cn" text DEFAULT '' NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"is_proxy" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"parent_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_part" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_part_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mpn" text NOT NULL,
	"mpn_norm" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_code" text,
	"package" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"msl" text DEFAULT '' NOT NULL,
	"rohs" boolean DEFAULT true NOT NULL,
	"lifecycle" smallint,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "product_part_mpn_norm_ck" CHECK ("product_part"."mpn_norm" <> '' and "product_part"."mpn_norm" = upper("product_part"."mpn_norm") and "product_part"."mpn_norm" !~ '[[:space:]]')
);
--> statement-breakpoint
CREATE TABLE "pur_supplier" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_supplier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text GENERATED ALWAYS AS ('S' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"type" smallint NOT NULL,
	"country_code" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT 'new' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"payment_terms" smallint DEFAULT 1 NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account_name" text DEFAULT '' NOT NULL,
	"bank_account_no" text DEFAULT '' NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pur_supplier_grade_ck" CHECK ("pur_supplier"."grade" in ('new', 'ungraded', 'A', 'B', 'C')),
	CONSTRAINT "pur_supplier_status_ck" CHECK ("pur_supplier"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "pur_supplier_contact" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_supplier_contact_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"qq" text DEFAULT '' NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"skype" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "review_request" ADD CONSTRAINT "review_request_flow_step_id_review_flow_step_id_fk" FOREIGN KEY ("flow_step_id") REFERENCES "public"."review_flow_step"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_balance_ledger" ADD CONSTRAINT "crm_balance_ledger_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contact" ADD CONSTRAINT "crm_contact_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_part" ADD CONSTRAINT "crm_customer_part_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_supplier_contact" ADD CONSTRAINT "pur_supplier_contact_supplier_id_pur_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."pur_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_name_uq" ON "sys_role" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_account_uq" ON "sys_user" USING btree ("account");--> statement-breakpoint
CREATE INDEX "sys_user_dept_idx" ON "sys_user" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doc_history_doc_idx" ON "doc_history" USING btree ("doc_type","doc_id","id");--> statement-breakpoint
CREATE INDEX "doc_attachment_doc_idx" ON "doc_attachment" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_job_run_slot_uq" ON "sys_job_run" USING btree ("job_name","slot_at");--> statement-breakpoint
CREATE INDEX "sys_job_run_started_idx" ON "sys_job_run" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_notification_user_idx" ON "sys_notification" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "review_request_open_uq" ON "review_request" USING btree ("doc_type","doc_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "review_request_queue_idx" ON "review_request" USING btree ("doc_type","status","flow_step_id");--> statement-breakpoint
CREATE INDEX "review_request_doc_idx" ON "review_request" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "crm_balance_ledger_customer_idx" ON "crm_balance_ledger" USING btree ("customer_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "crm_balance_ledger_doc_idx" ON "crm_balance_ledger" USING btree ("doc_no") WHERE "crm_balance_ledger"."doc_no" <> '';--> statement-breakpoint
CREATE INDEX "crm_contact_customer_idx" ON "crm_contact" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "crm_contact_owner_idx" ON "crm_contact" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "crm_contact_email_idx" ON "crm_contact" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "crm_contact_email_domain_idx" ON "crm_contact" USING btree ("email_domain") WHERE "crm_contact"."email_domain" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contact_primary_uq" ON "crm_contact" USING btree ("customer_id") WHERE "crm_contact"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customer_part_pn_uq" ON "crm_customer_part" USING btree ("customer_id",upper("customer_pn"));--> statement-breakpoint
CREATE INDEX "crm_customer_part_mpn_idx" ON "crm_customer_part" USING btree ("mpn_norm");--> statement-breakpoint
CREATE INDEX "crm_customer_part_part_idx" ON "crm_customer_part" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customer_code_uq" ON "crm_customer" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_owner_created_idx" ON "crm_customer" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_customer_created_idx" ON "crm_customer" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "crm_customer_name_idx" ON "crm_customer" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_short_name_idx" ON "crm_customer" USING btree (lower("short_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_pool_idx" ON "crm_customer" USING btree ("pool_entered_at") WHERE "crm_customer"."owner_id" is null;--> statement-breakpoint
CREATE INDEX "crm_customer_status_idx" ON "crm_customer" USING btree ("status","created_at") WHERE "crm_customer"."status" <> 2;--> statement-breakpoint
CREATE INDEX "crm_customer_tenant_idx" ON "crm_customer" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_account_code_uq" ON "base_account" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_manage_level_uq" ON "base_manage_level" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_line_code_value_uq" ON "sys_dict_line" USING btree ("dict_code","value");--> statement-breakpoint
CREATE INDEX "sys_dict_line_code_idx" ON "sys_dict_line" USING btree ("dict_code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_country_code_uq" ON "base_country" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_currency_code_uq" ON "base_currency" USING btree ("code");--> statement-breakpoint
CREATE INDEX "base_currency_rate_month_code_idx" ON "base_currency_rate_month" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_region_town_uq" ON "base_region_town" USING btree ("region_id","name_en");--> statement-breakpoint
CREATE INDEX "base_customer_express_account_customer_idx" ON "base_customer_express_account" USING btree ("customer_id","express_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_declare_code_uq" ON "base_declare" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_express_company_code_uq" ON "base_express_company" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_forwarding_company_uq" ON "base_forwarding_company" USING btree ("tenant_id","type","name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "base_warehouse_code_uq" ON "base_warehouse" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_warehouse_location_uq" ON "base_warehouse_location" USING btree ("zone_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_warehouse_zone_uq" ON "base_warehouse_zone" USING btree ("warehouse_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_working_procedure_code_uq" ON "base_working_procedure" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sys_offline_notice_window_idx" ON "sys_offline_notice" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_brand_name_uq" ON "product_brand" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_brand_proxy_idx" ON "product_brand" USING btree ("is_proxy");--> statement-breakpoint
CREATE UNIQUE INDEX "product_part_mpn_brand_uq" ON "product_part" USING btree ("mpn_norm","brand_id");--> statement-breakpoint
CREATE INDEX "product_part_mpn_prefix_idx" ON "product_part" USING btree ("mpn_norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_part_brand_idx" ON "product_part" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_part_category_idx" ON "product_part" USING btree ("category_code");--> statement-breakpoint
CREATE UNIQUE INDEX "pur_supplier_code_uq" ON "pur_supplier" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pur_supplier_name_uq" ON "pur_supplier" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pur_supplier_short_name_idx" ON "pur_supplier" USING btree (lower("short_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pur_supplier_owner_created_idx" ON "pur_supplier" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "pur_supplier_type_idx" ON "pur_supplier" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "pur_supplier_contact_supplier_idx" ON "pur_supplier_contact" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "pur_supplier_contact_email_idx" ON "pur_supplier_contact" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "pur_supplier_contact_primary_uq" ON "pur_supplier_contact" USING btree ("supplier_id") WHERE "pur_supplier_contact"."is_primary";