import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { broadcasts } from './broadcasts'
import { centres } from './centres'
import { classes } from './children'
import { createdAt, id, updatedAt } from './columns'
import { schools } from './tenancy'

/**
 * A symptom cluster (decision 0070): two or more children of one class with the same notifiable symptom at health
 * checks within seven days. One row per cluster, however many children join it, so the principal hears of it once;
 * a case within seven days of the cluster's days joins it, a later one starts another. `fk_broadcast` is the draft
 * notice to the class's parents made from it.
 */
export const symptomClusters = pgTable(
  'symptom_clusters',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkClass: integer('fk_class')
      .notNull()
      .references(() => classes.id),
    /** The symptom as the school's list names it. */
    symptom: text('symptom').notNull(),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    /** The children with the symptom between the first and last days. */
    childCount: integer('child_count').notNull(),
    fkBroadcast: integer('fk_broadcast').references(() => broadcasts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('symptom_clusters_class_symptom_start').on(t.fkClass, t.symptom, t.firstDate),
    // The dashboard reads a centre's clusters still within seven days of a date.
    index('symptom_clusters_centre_last').on(t.fkCentre, t.lastDate),
    check('symptom_clusters_days', sql`${t.firstDate} <= ${t.lastDate}`),
    check('symptom_clusters_children', sql`${t.childCount} >= 2`),
  ],
)
