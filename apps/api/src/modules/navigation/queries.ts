import { and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { DbOrTx, Tx } from '../../db/client'
import { navigation, schools, users } from '../../db/schema'
import type { ViewerExtension } from '../../platform/auth/sessions'

export type NavigationRow = typeof navigation.$inferSelect

export const selectNavigation = (db: DbOrTx, schoolId: number) =>
  db
    .select()
    .from(navigation)
    .where(eq(navigation.fkSchool, schoolId))
    .orderBy(asc(navigation.sortOrder), asc(navigation.id))

/** The viewer's school's menu entries in the viewer's own statement (the menu is on every signed-in page). */
export const navigationWithViewer: ViewerExtension<{ rows: SQL<NavigationRow[]> }> = {
  name: 'load_viewer_menu',
  columns: {
    rows: sql<NavigationRow[]>`(
      select coalesce(json_agg(json_build_object(
        'id', ${navigation.id}, 'fkSchool', ${navigation.fkSchool}, 'fkNavigation', ${navigation.fkNavigation},
        'key', ${navigation.key}, 'label', ${navigation.label}, 'path', ${navigation.path}, 'icon', ${navigation.icon},
        'sortOrder', ${navigation.sortOrder}, 'active', ${navigation.active}, 'audience', ${navigation.audience},
        'moduleCategoryCode', ${navigation.moduleCategoryCode}
      ) order by ${navigation.sortOrder}, ${navigation.id}), '[]')
      from ${navigation} where ${navigation.fkSchool} = ${users.fkSchool})`,
  },
}

/** The one school's id when given (if it exists), else every school's. */
export async function selectSchoolIds(tx: Tx, schoolId: number | undefined): Promise<number[]> {
  const rows = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(schoolId === undefined ? undefined : eq(schools.id, schoolId))
  return rows.map((s) => s.id)
}

const excluded = (column: AnyPgColumn): SQL => sql.raw(`excluded."${column.name}"`)

/**
 * Inserts the entries or updates them by (school, key), leaving a school's own `active` switch as it is; returns
 * their ids.
 */
/**
 * PostgreSQL takes at most 65,535 parameters a statement: nine a row, so every school of a large platform at
 * once (the sync at start) goes in blocks of this many rows.
 */
const ROWS_PER_STATEMENT = 2_000

export async function upsertNavigationItems(tx: Tx, items: (typeof navigation.$inferInsert)[]) {
  const saved: { id: number; fkSchool: number; key: string }[] = []
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT)
    saved.push(...(await upsertNavigationBlock(tx, items.slice(start, start + ROWS_PER_STATEMENT))))
  return saved
}

function upsertNavigationBlock(tx: Tx, items: (typeof navigation.$inferInsert)[]) {
  return tx
    .insert(navigation)
    .values(items)
    .onConflictDoUpdate({
      target: [navigation.fkSchool, navigation.key],
      set: {
        fkNavigation: excluded(navigation.fkNavigation),
        label: excluded(navigation.label),
        path: excluded(navigation.path),
        icon: excluded(navigation.icon),
        sortOrder: excluded(navigation.sortOrder),
        audience: excluded(navigation.audience),
        moduleCategoryCode: excluded(navigation.moduleCategoryCode),
      },
    })
    .returning({ id: navigation.id, fkSchool: navigation.fkSchool, key: navigation.key })
}

/** Deletes the entries (of one school, or of all) whose key is not among `keys`. */
export async function deleteNavigationNotIn(
  tx: Tx,
  schoolId: number | undefined,
  keys: string[],
): Promise<void> {
  await tx
    .delete(navigation)
    .where(
      and(
        schoolId === undefined ? undefined : eq(navigation.fkSchool, schoolId),
        notInArray(navigation.key, keys),
      ),
    )
}
