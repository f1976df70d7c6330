import { BlacklistDraftStatus, BlacklistMsg } from '@preschool/domain'
import { and, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blacklistDrafts, blacklists } from '../../db/schema'
import type { Pagination } from '../../generated/graphql'
import { badInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { countBlacklist, countDrafts, selectBlacklistPage, selectDraftPage } from './queries'

/** getBlackListData: the active entries within `reach` (a condition on the entry's centre), latest change first. */
export async function listBlacklist(
  db: Db,
  schoolId: number,
  reach: SQL,
  filter: { fkCentre?: number | null } | null | undefined,
  pagination: Pagination | null | undefined,
) {
  const page = toLimitOffset(pagination)
  const where = and(
    reach,
    eq(blacklists.active, true),
    filter?.fkCentre ? eq(blacklists.fkCentre, filter.fkCentre) : undefined,
  )
  const [totalCount, data] = await Promise.all([
    countBlacklist(db, schoolId, where),
    selectBlacklistPage(db, schoolId, where, page),
  ])
  return { totalCount, data }
}

/** blacklistDraftsByFkSchool: the requests within `reach`, of one status if asked, newest first. */
export async function listDrafts(
  db: Db,
  schoolId: number,
  reach: SQL,
  status: string | null | undefined,
  pagination: Pagination | null | undefined,
) {
  if (status && !(BlacklistDraftStatus as readonly string[]).includes(status))
    throw badInput(BlacklistMsg.status, { status: BlacklistMsg.status })
  const page = toLimitOffset(pagination)
  const where = and(reach, status ? eq(blacklistDrafts.status, status) : undefined)
  const [totalCount, data] = await Promise.all([
    countDrafts(db, schoolId, where),
    selectDraftPage(db, schoolId, where, page),
  ])
  return { totalCount, data }
}
