import type { Db } from '../../db/client'
import type { Viewer } from '../../platform/authz/viewer'
import { unauthenticated } from '../../platform/errors/domain-error'
import { type MeRows, selectMeRows } from './me-queries'

/** The signed-in user's rows for `me`; a user gone since the session was checked counts as signed out. */
export async function loadMe(db: Db, viewer: Viewer): Promise<MeRows> {
  const rows = await selectMeRows(db, viewer.userId, viewer.schoolId)
  if (rows[0].length === 0) throw unauthenticated()
  return rows
}
