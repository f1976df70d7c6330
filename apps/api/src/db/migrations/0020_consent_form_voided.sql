ALTER TABLE "consent_forms" DROP CONSTRAINT "consent_forms_status";--> statement-breakpoint
DROP INDEX "consent_forms_enquiry_type";--> statement-breakpoint
ALTER TABLE "consent_forms" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_forms_enquiry_type" ON "consent_forms" USING btree ("fk_enquiry","form_type") WHERE "consent_forms"."status" <> 'Voided';--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_voided" CHECK (("consent_forms"."status" = 'Voided') = ("consent_forms"."voided_at" is not null));--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_status" CHECK ("consent_forms"."status" in ('Pending', 'Completed', 'Voided'));