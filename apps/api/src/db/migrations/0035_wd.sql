ALTER TABLE "consent_forms" ALTER COLUMN "fk_enquiry" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_forms" ADD COLUMN "fk_withdrawal" integer;--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_fk_withdrawal_withdrawals_id_fk" FOREIGN KEY ("fk_withdrawal") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_forms_withdrawal" ON "consent_forms" USING btree ("fk_withdrawal") WHERE "consent_forms"."status" <> 'Voided';--> statement-breakpoint
CREATE INDEX "consent_forms_withdrawal_pending" ON "consent_forms" USING btree ("fk_school","form_type") WHERE "consent_forms"."fk_withdrawal" is not null and "consent_forms"."status" = 'Pending';--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_owner" CHECK (("consent_forms"."fk_enquiry" is null) <> ("consent_forms"."fk_withdrawal" is null));--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_type" CHECK (case when "consent_forms"."fk_enquiry" is null then "consent_forms"."form_type" in ('form2', 'form3') else "consent_forms"."form_type" = 'form1' end);