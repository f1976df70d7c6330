import { EVENT_PHOTO_STATUSES } from '@preschool/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { children } from './children'
import { createdAt, id, inList, updatedAt } from './columns'
import { events } from './events'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * A picture in an event's album (spec 002 §3 Event photos: ID, fileKey, status, active). Staff add it unpublished
 * and publish it after review; deleting sets active false and deletes the bytes (the row keeps who and when).
 */
export const eventPhotos = pgTable(
  'event_photos',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkEvent: integer('fk_event')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    /** The small JPEG the browser made at upload for the album's tiles (decision 0067); null: tiles show the original. */
    thumbnailKey: text('thumbnail_key'),
    caption: text('caption'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    status: text('status', { enum: EVENT_PHOTO_STATUSES }).notNull().default('unpublished'),
    active: boolean('active').notNull().default(true),
    fkUploadedBy: integer('fk_uploaded_by')
      .notNull()
      .references(() => users.id),
    fkStatusBy: integer('fk_status_by').references(() => users.id),
    statusAt: timestamp('status_at', { withTimezone: true }),
    fkRemovedBy: integer('fk_removed_by').references(() => users.id),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A stored file belongs to one photo: a key sent twice adds it once.
    uniqueIndex('event_photos_file_key').on(t.fileKey),
    uniqueIndex('event_photos_thumbnail_key').on(t.thumbnailKey),
    index('event_photos_event').on(t.fkEvent, t.active, t.status, t.id),
    check('event_photos_status', sql`${t.status} in (${inList(EVENT_PHOTO_STATUSES)})`),
    check('event_photos_size', sql`${t.width} > 0 and ${t.height} > 0`),
    check('event_photos_removed', sql`${t.active} or ${t.removedAt} is not null`),
  ],
)

/** A child a photo shows: tagged by staff, only while the child's family has given photo consent. */
export const eventPhotoTags = pgTable(
  'event_photo_tags',
  {
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkPhoto: integer('fk_photo')
      .notNull()
      .references(() => eventPhotos.id, { onDelete: 'cascade' }),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id),
  },
  (t) => [primaryKey({ columns: [t.fkPhoto, t.fkChild] }), index('event_photo_tags_child').on(t.fkChild)],
)

/**
 * A family's photo consent for a child: whether the child may appear on photos other families see. No row means no
 * consent. The row keeps who answered last and when.
 */
export const childPhotoConsents = pgTable('child_photo_consents', {
  fkChild: integer('fk_child')
    .primaryKey()
    .references(() => children.id),
  fkSchool: integer('fk_school')
    .notNull()
    .references(() => schools.id),
  consent: boolean('consent').notNull(),
  fkUser: integer('fk_user')
    .notNull()
    .references(() => users.id),
  updatedAt: updatedAt(),
})
