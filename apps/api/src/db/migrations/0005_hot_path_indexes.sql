CREATE INDEX "child_classes_class" ON "child_classes" USING btree ("fk_class","from_date");--> statement-breakpoint
CREATE INDEX "classes_centre_level" ON "classes" USING btree ("fk_centre","fk_level");--> statement-breakpoint
CREATE INDEX "enquiries_school_open_created" ON "enquiries" USING btree ("fk_school","created_at","id") WHERE "enquiries"."active" and "enquiries"."fk_enquiry_state" not in (3, 4);--> statement-breakpoint
CREATE INDEX "enquiries_centre_open_created" ON "enquiries" USING btree ("fk_school","fk_centre","created_at","id") WHERE "enquiries"."active" and "enquiries"."fk_enquiry_state" not in (3, 4);--> statement-breakpoint
CREATE INDEX "visits_availability" ON "visits" USING btree ("fk_visit_availability","visit_from");