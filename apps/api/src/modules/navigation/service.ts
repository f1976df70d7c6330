import type { Db } from '../../db/client'
import type { Viewer } from '../../platform/authz/viewer'
import { visibleMenu } from './menu'
import { type NavigationRow, selectNavigation } from './queries'

/** The viewer's menu; `preloaded` is the school's entries read with the viewer (null: read them here). */
export async function menuForViewer(
  db: Db,
  viewer: Viewer,
  schoolId: number,
  preloaded: Promise<{ rows: NavigationRow[] } | null> | null = null,
) {
  const rows = (await preloaded)?.rows ?? (await selectNavigation(db, schoolId))
  return visibleMenu(viewer, rows)
}
