ALTER TABLE "event_photos" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "event_photos_thumbnail_key" ON "event_photos" USING btree ("thumbnail_key");