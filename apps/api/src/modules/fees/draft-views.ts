import { feeDraftFilterSchema } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { feeDrafts } from '../../db/schema'
import type { Pagination } from '../../generated/graphql'
import type { FeeDraftSource as FeeDraft } from './resolvers/fee-mapper'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { listReach, reachCondition } from '../../platform/authz/reach'
import { notFound, parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import {
  type FeeDraftRow,
  selectDraftItems,
  selectDraftLogs,
  selectFeeDraft,
  selectFeeDraftsPage,
  selectTierLabels,
  selectUsersByIds,
} from './queries'
import { toFeeDraft } from './resolvers/fee-mapper'

/** Drafts with their centre, tier, people, items and activity: five statements whatever the number of drafts. */
export async function draftViews(db: DbOrTx, rows: FeeDraftRow[]): Promise<FeeDraft[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [tiers, items, logs] = await Promise.all([
    selectTierLabels(db, [...new Set(rows.map((r) => r.fkFeeTier))]),
    selectDraftItems(db, ids),
    selectDraftLogs(db, ids),
  ])
  const people = rows.flatMap((r) => (r.fkApprover === null ? [r.fkUser] : [r.fkUser, r.fkApprover]))
  const users = new Map((await selectUsersByIds(db, [...new Set(people)])).map((u) => [u.ID, u]))
  const tierOf = new Map(tiers.map((t) => [t.ID, t]))
  return rows.map((r) => {
    const tier = tierOf.get(r.fkFeeTier)!
    return toFeeDraft(r, {
      centre: tier.centre,
      tier: { ID: tier.ID, label: tier.label },
      users,
      items: items.filter((i) => i.fkFeeDraft === r.id),
      logs: logs
        .filter((l) => l.fkFeeDraft === r.id)
        .map((l) => ({
          ID: l.id,
          status: l.status,
          remark: l.remark,
          createdAt: l.createdAt.toISOString(),
          user: l.user,
        })),
    })
  })
}

export async function draftView(db: Db, schoolId: number, draftId: number): Promise<FeeDraft> {
  const row = await selectFeeDraft(db, schoolId, draftId)
  if (!row) throw notFound('Fee draft')
  return (await draftViews(db, [row]))[0]
}

/** A page of the drafts in reach, newest first, with how many match and how many are pending. */
export async function listDrafts(
  db: Db,
  grant: SignedInGrant,
  rawFilter: unknown,
  pagination?: Pagination | null,
) {
  const filter = parseInput(feeDraftFilterSchema, rawFilter)
  const { totalCount, pendingCount, rows } = await selectFeeDraftsPage(
    db,
    grant.viewer.schoolId,
    and(
      filter.fkCentre === null ? undefined : eq(feeDrafts.fkCentre, filter.fkCentre),
      filter.status === null ? undefined : eq(feeDrafts.status, filter.status),
    ),
    reachCondition(grant, listReach.feeDrafts),
    toLimitOffset(pagination),
  )
  return { totalCount, pendingCount, data: await draftViews(db, rows) }
}
