import type { Db } from '../../db/client'
import { moduleOf } from '../../platform/authz/catalogue'
import { type NavigationItem, navigationCatalogue } from './catalogue'
import { deleteNavigationNotIn, selectSchoolIds, upsertNavigationItems } from './queries'

/** The catalogue in insert order: each depth of the tree after its parents, so parent ids are known. */
export function catalogueByDepth(items: readonly NavigationItem[]): NavigationItem[][] {
  const keys = new Set(items.map((i) => i.key))
  if (keys.size !== items.length) throw new Error('navigation catalogue: duplicate keys')
  const depths: NavigationItem[][] = []
  let placed = new Set<string>()
  let rest = [...items]
  while (rest.length) {
    const depth = rest.filter((i) => i.parentKey === null || placed.has(i.parentKey))
    if (depth.length === 0)
      throw new Error(`navigation catalogue: unknown or cyclic parents: ${rest.map((i) => i.key).join(', ')}`)
    depths.push(depth)
    placed = new Set([...placed, ...depth.map((i) => i.key)])
    rest = rest.filter((i) => !depth.includes(i))
  }
  return depths
}

/**
 * Brings the navigation table in line with the catalogue for one school, or every school when none is given:
 * entries are inserted or updated by (school, key) with their parent resolved, a school's own `active` switch
 * is kept, and entries no longer in the catalogue are deleted. One transaction; safe to run at every start.
 */
export async function syncNavigation(db: Db, schoolId?: number): Promise<void> {
  const depths = catalogueByDepth(navigationCatalogue)
  await db.transaction(async (tx) => {
    const schoolIds = await selectSchoolIds(tx, schoolId)
    if (schoolIds.length === 0) return
    const ids = new Map<string, number>()
    const idOf = (school: number, key: string) => ids.get(`${school}:${key}`)!
    for (const depth of depths) {
      const rows = await upsertNavigationItems(
        tx,
        schoolIds.flatMap((school) =>
          depth.map((item) => ({
            fkSchool: school,
            fkNavigation: item.parentKey === null ? null : idOf(school, item.parentKey),
            key: item.key,
            label: item.label,
            path: item.path,
            icon: item.icon,
            sortOrder: item.sortOrder,
            audience: item.audience,
            moduleCategoryCode: item.requires && moduleOf(item.requires),
          })),
        ),
      )
      for (const row of rows) ids.set(`${row.fkSchool}:${row.key}`, row.id)
    }
    await deleteNavigationNotIn(
      tx,
      schoolId,
      navigationCatalogue.map((i) => i.key),
    )
  })
}
