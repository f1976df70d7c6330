ALTER TABLE "enquiries" ADD COLUMN "queue_weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (keep it if this migration is generated again): the tagged enquiries' weights, the sum of their tags'.
UPDATE "enquiries" e SET "queue_weight" = w.weight FROM (
  SELECT et."fk_enquiry", sum(t."weight")::int AS weight FROM "enquiry_tags" et
  JOIN "waitlist_tags" t ON t."id" = et."fk_tag" GROUP BY et."fk_enquiry"
) w WHERE w."fk_enquiry" = e."id";--> statement-breakpoint
CREATE INDEX "enquiries_school_queue" ON "enquiries" USING btree ("fk_school","queue_weight" DESC NULLS FIRST,"enrollment_plan","created_at","id") WHERE "enquiries"."active" and "enquiries"."fk_enquiry_state" not in (3, 4) and "enquiries"."fk_enquiry_state" < 30;--> statement-breakpoint
CREATE INDEX "enquiries_centre_queue" ON "enquiries" USING btree ("fk_school","fk_centre","queue_weight" DESC NULLS FIRST,"enrollment_plan","created_at","id") WHERE "enquiries"."active" and "enquiries"."fk_enquiry_state" not in (3, 4) and "enquiries"."fk_enquiry_state" < 30;--> statement-breakpoint
CREATE INDEX "enquiries_queue_position" ON "enquiries" USING btree ("fk_school","fk_centre","fk_level","enrollment_plan","queue_weight","created_at","id") WHERE "enquiries"."active" and "enquiries"."fk_enquiry_state" not in (3, 4) and "enquiries"."fk_enquiry_state" < 30;