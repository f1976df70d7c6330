CREATE TABLE "push_muted_kinds" (
	"fk_school" integer NOT NULL,
	"fk_user" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "push_muted_kinds_fk_user_kind_pk" PRIMARY KEY("fk_user","kind"),
	CONSTRAINT "push_muted_kinds_kind" CHECK ("push_muted_kinds"."kind" in ('visit', 'offer', 'document', 'invoice', 'event', 'attendance', 'other'))
);
--> statement-breakpoint
ALTER TABLE "push_muted_kinds" ADD CONSTRAINT "push_muted_kinds_fk_school_schools_id_fk" FOREIGN KEY ("fk_school") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_muted_kinds" ADD CONSTRAINT "push_muted_kinds_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;