import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'

export const schools = pgTable('schools', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
})

/** Key/value configuration of a school (theme, switches, periods); keys are listed in packages/domain. */
export const schoolConfigs = pgTable(
  'school_configs',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('school_configs_school_key').on(t.fkSchool, t.key)],
)

/** Configuration codes: the option lists of every form (nationality, race, income ranges...). */
export const codes = pgTable(
  'codes',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    category: text('category').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('codes_school_category_label').on(t.fkSchool, t.category, t.label),
    index('codes_school_category').on(t.fkSchool, t.category, t.sortOrder),
  ],
)

/** Side-menu entries per school; a tree by fkNavigation. Synced from the code catalogue at start. */
export const navigation = pgTable(
  'navigation',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkNavigation: integer('fk_navigation'),
    key: text('key').notNull(),
    label: text('label').notNull(),
    path: text('path'),
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    audience: text('audience').notNull(),
    moduleCategoryCode: text('module_category_code'),
  },
  (t) => [
    uniqueIndex('navigation_school_key').on(t.fkSchool, t.key),
    check('navigation_audience', sql`${t.audience} in ('staff', 'parent', 'all')`),
  ],
)
