CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fk_school" integer,
	"fk_user" integer,
	"role" text NOT NULL,
	"role_ids" integer[] DEFAULT '{}' NOT NULL,
	"kind" text NOT NULL,
	"operation" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" integer,
	"outcome" text NOT NULL,
	"error_code" text,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_kind" CHECK ("audit_log"."kind" in ('mutation', 'read', 'sign_in')),
	CONSTRAINT "audit_log_outcome" CHECK ("audit_log"."outcome" in ('ok', 'refused', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_school_time" ON "audit_log" USING btree ("fk_school","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_school_user_time" ON "audit_log" USING btree ("fk_school","fk_user","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_school_operation_time" ON "audit_log" USING btree ("fk_school","operation","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_school_target_time" ON "audit_log" USING btree ("fk_school","target_type","target_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Data for databases created before this migration (hand-added; re-add it if this migration is regenerated): every
-- school gets the audit_log module category, and its HQ Administrator role full access to it, as the seed does.
INSERT INTO "module_categories" ("fk_school", "module_category_code", "label")
SELECT "id", 'audit_log', 'Audit Log' FROM "schools"
ON CONFLICT ("fk_school", "module_category_code") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_templates" ("fk_role", "fk_module_category", "access")
SELECT r."id", mc."id", 7 FROM "roles" r
JOIN "module_categories" mc ON mc."fk_school" = r."fk_school" AND mc."module_category_code" = 'audit_log'
WHERE r."name" = 'hq_admin'
  AND NOT EXISTS (SELECT 1 FROM "role_templates" t WHERE t."fk_role" = r."id" AND t."fk_module_category" = mc."id");
