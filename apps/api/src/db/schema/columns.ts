import { sql } from 'drizzle-orm'
import { integer, timestamp } from 'drizzle-orm/pg-core'

/** Numeric ids, as the spec's contract uses everywhere. By default so seeds may insert in order. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity()

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

/** A list of constant words for a check constraint's `in (...)` (the values are the code's own enums, never input). */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))
