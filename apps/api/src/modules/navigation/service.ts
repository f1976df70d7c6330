import type { Db } from '../../db/client'
import type { Viewer } from '../../platform/authz/viewer'
import { visibleMenu } from './menu'
import { selectNavigation } from './queries'

export async function menuForViewer(db: Db, viewer: Viewer, schoolId: number) {
  return visibleMenu(viewer, await selectNavigation(db, schoolId))
}
