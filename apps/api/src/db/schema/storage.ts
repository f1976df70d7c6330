import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * Every uploaded file: handed out as a signed upload target (pending), confirmed once its bytes arrived and
 * passed the type and size checks (uploaded). Records elsewhere refer to files by `key`; a key is accepted
 * only when its file is uploaded, belongs to the same school and has the expected purpose.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    key: text('key').notNull().unique(),
    purpose: text('purpose').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes'),
    status: text('status').notNull().default('pending'),
    fkUploadedBy: integer('fk_uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_files_status').on(t.status, t.createdAt),
    check('stored_files_status', sql`${t.status} in ('pending', 'uploaded')`),
    check('stored_files_size', sql`${t.sizeBytes} is null or ${t.sizeBytes} > 0`),
  ],
)
