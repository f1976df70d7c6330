import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { navigation } from '../../db/schema'

export type NavigationRow = typeof navigation.$inferSelect

export const selectNavigation = (db: DbOrTx, schoolId: number) =>
  db
    .select()
    .from(navigation)
    .where(eq(navigation.fkSchool, schoolId))
    .orderBy(asc(navigation.sortOrder), asc(navigation.id))
