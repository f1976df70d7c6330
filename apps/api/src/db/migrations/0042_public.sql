CREATE TABLE "public_faqs" (
	"fk_school" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "public_faqs_fk_school_position_pk" PRIMARY KEY("fk_school","position"),
	CONSTRAINT "public_faqs_position" CHECK ("public_faqs"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "public_pages" (
	"fk_school" integer PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"documents_to_prepare" text DEFAULT '' NOT NULL,
	"fk_updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_programmes" (
	"fk_school" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	CONSTRAINT "public_programmes_fk_school_position_pk" PRIMARY KEY("fk_school","position"),
	CONSTRAINT "public_programmes_position" CHECK ("public_programmes"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "public_faqs" ADD CONSTRAINT "public_faqs_fk_school_public_pages_fk_school_fk" FOREIGN KEY ("fk_school") REFERENCES "public"."public_pages"("fk_school") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_pages" ADD CONSTRAINT "public_pages_fk_school_schools_id_fk" FOREIGN KEY ("fk_school") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_pages" ADD CONSTRAINT "public_pages_fk_updated_by_users_id_fk" FOREIGN KEY ("fk_updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_programmes" ADD CONSTRAINT "public_programmes_fk_school_public_pages_fk_school_fk" FOREIGN KEY ("fk_school") REFERENCES "public"."public_pages"("fk_school") ON DELETE cascade ON UPDATE no action;