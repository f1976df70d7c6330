import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * A school's public pages (/intro, /parentinfo) as HQ wrote them: one row per school. The rich texts are HTML
 * sanitised on the way in (the broadcasts' rules); visitors see them only while `published`.
 */
export const publicPages = pgTable('public_pages', {
  fkSchool: integer('fk_school')
    .primaryKey()
    .references(() => schools.id),
  published: boolean('published').notNull().default(false),
  introduction: text('introduction').notNull().default(''),
  documentsToPrepare: text('documents_to_prepare').notNull().default(''),
  fkUpdatedBy: integer('fk_updated_by').references(() => users.id),
  updatedAt: updatedAt(),
})

/** The programmes the introduction presents, in HQ's order; saved whole with the page. */
export const publicProgrammes = pgTable(
  'public_programmes',
  {
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => publicPages.fkSchool, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The picture's public address (/files/public/<key>), or null. */
    imageUrl: text('image_url'),
  },
  (t) => [
    primaryKey({ columns: [t.fkSchool, t.position] }),
    check('public_programmes_position', sql`${t.position} >= 0`),
  ],
)

/** The FAQ of /parentinfo, in HQ's order; each answer is sanitised HTML. */
export const publicFaqs = pgTable(
  'public_faqs',
  {
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => publicPages.fkSchool, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fkSchool, t.position] }),
    check('public_faqs_position', sql`${t.position} >= 0`),
  ],
)
