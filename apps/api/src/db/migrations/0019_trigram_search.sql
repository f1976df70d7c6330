-- Hand-written (keep it if the migration is generated again): the trigram operator classes (decision 0031).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "child_levels_centre_level";--> statement-breakpoint
CREATE INDEX "child_levels_school_centre_level" ON "child_levels" USING btree ("fk_school","fk_centre","fk_level","from_date","to_date","fk_child");--> statement-breakpoint
CREATE INDEX "children_birth_certificate_trgm" ON "children" USING gin ("birth_certificate" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "children_name_trgm" ON "children" USING gin (lower("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "children_birth_certificate_lower" ON "children" USING btree (lower("birth_certificate"));--> statement-breakpoint
CREATE INDEX "enquiries_child_name_trgm" ON "enquiries" USING gin (("child_firstname" || ' ' || "child_lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_parent_name_trgm" ON "enquiries" USING gin (("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_school_waitlisted" ON "enquiries" USING btree ("fk_school","fk_centre","fk_enquiry_state") WHERE "enquiries"."active" and "enquiries"."fk_enquiry_state" not in (3, 4) and "enquiries"."waitlisted_at" is not null;--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);