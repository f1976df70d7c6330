ALTER TABLE "refunds" DROP CONSTRAINT "refunds_source";--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "fk_refund" integer;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "fk_applied_payment" integer;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "fk_resolved_by" integer;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_fk_refund_refunds_id_fk" FOREIGN KEY ("fk_refund") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_fk_applied_payment_payments_id_fk" FOREIGN KEY ("fk_applied_payment") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_fk_resolved_by_users_id_fk" FOREIGN KEY ("fk_resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_name_folded_trgm" ON "users" USING gin (lower(translate("firstname" || ' ' || "lastname", 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšŢŤŦţťŧÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżž', 'AAAAAAAAAaaaaaaaaaCCCCCcccccDDddEEEEEEEEEeeeeeeeeeGGGGggggHHhhIIIIIIIIIiiiiiiiiiJjKkLLLLLlllllNNNNnnnnOOOOOOOOOoooooooooRRRrrrSSSSssssTTTtttUUUUUUUUUUuuuuuuuuuuWwYYYyyyZZZzzz')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "credit_notes_school_amount" ON "credit_notes" USING btree ("fk_school","amount_cents");--> statement-breakpoint
CREATE INDEX "invoices_school_total" ON "invoices" USING btree ("fk_school","grand_total_cents");--> statement-breakpoint
CREATE INDEX "receipts_school_amount" ON "receipts" USING btree ("fk_school","amount_cents");--> statement-breakpoint
CREATE INDEX "payment_sessions_unapplied" ON "payment_sessions" USING btree ("fk_school","completed_at","id") WHERE "payment_sessions"."error_code" = 'UNAPPLIED' and "payment_sessions"."resolution" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_refund" ON "payment_sessions" USING btree ("fk_refund");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_applied_payment" ON "payment_sessions" USING btree ("fk_applied_payment");--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_resolution" CHECK ("payment_sessions"."resolution" is null or ("payment_sessions"."resolution" in ('refunded', 'applied') and "payment_sessions"."status" = 'failed' and "payment_sessions"."error_code" = 'UNAPPLIED' and "payment_sessions"."resolved_at" is not null));--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_resolution_refund" CHECK (coalesce("payment_sessions"."resolution" = 'refunded', false) = ("payment_sessions"."fk_refund" is not null));--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_resolution_payment" CHECK (coalesce("payment_sessions"."resolution" = 'applied', false) = ("payment_sessions"."fk_applied_payment" is not null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_source" CHECK ("refunds"."source" in ('withdrawal', 'transfer', 'payment', 'adjustment', 'card_order'));