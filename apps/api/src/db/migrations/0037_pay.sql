ALTER TABLE "payment_sessions" ALTER COLUMN "fk_enquiry" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "request_key" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "request_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_school_request_key" ON "credit_notes" USING btree ("fk_school","request_key") WHERE "credit_notes"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_school_request_key" ON "invoices" USING btree ("fk_school","request_key") WHERE "invoices"."request_key" is not null;