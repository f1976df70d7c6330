import { FeeMsg, type FeeTierInput, feeTierInputSchema, singaporeToday } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { NamedActor } from '../../platform/authz/actor'
import { feeTiers } from '../../db/schema'
import type { FeeTier } from '../../generated/graphql'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { listReach, reachCondition } from '../../platform/authz/reach'
import { badInput, parseInput } from '../../platform/errors/domain-error'
import {
  type FeeTierRow,
  insertFees,
  insertFeeTier,
  selectChildrenPerLevel,
  selectFeeGroupId,
  selectFees,
  selectFeeTier,
  selectFeeTiers,
  tierOpenOn,
  tierUpcomingAfter,
} from './queries'
import { assertOffered } from './offer'
import { requestNewTier } from './drafts'
import { toFeeTier } from './resolvers/fee-mapper'

/** Tiers with their fees and children per level: three statements for any number of tiers. */
async function tierViews(db: Db, rows: FeeTierRow[], day: string, upcoming: boolean): Promise<FeeTier[]> {
  if (rows.length === 0) return []
  const [feeRows, counts] = await Promise.all([
    selectFees(
      db,
      rows.map((r) => r.tier.id),
      day,
      upcoming,
    ),
    selectChildrenPerLevel(db, rows[0].tier.fkSchool, [...new Set(rows.map((r) => r.tier.fkCentre))], day),
  ])
  return rows.map((r) =>
    toFeeTier(
      r,
      feeRows.filter((f) => f.fkFeeTier === r.tier.id),
      counts.filter((c) => c.fkCentre === r.tier.fkCentre),
    ),
  )
}

/** The current (registration open today) or upcoming tiers in reach, optionally of one centre. */
export async function listTiers(
  db: Db,
  grant: SignedInGrant,
  fkCentre: number | null | undefined,
  upcoming: boolean,
) {
  const today = singaporeToday()
  const rows = await selectFeeTiers(
    db,
    grant.viewer.schoolId,
    and(
      reachCondition(grant, listReach.feeTiers),
      fkCentre ? eq(feeTiers.fkCentre, fkCentre) : undefined,
      upcoming ? tierUpcomingAfter(today) : tierOpenOn(today),
    ),
  )
  return tierViews(db, rows, today, upcoming)
}

/**
 * Fees are never changed backwards (issue 29 item 20): a new tier, like a fee change, takes effect from today at the
 * earliest, so it cannot reach invoices already shown nor families registered before it. An existing open tier
 * starts earlier and so keeps being the one families get (fee-lookup.ts); a change to it is a fee change request.
 */
function assertNotBackdated(data: FeeTierInput) {
  const today = singaporeToday()
  const fields: Record<string, string> = {}
  if (data.effectiveForRegistrationFrom < today) fields.effectiveForRegistrationFrom = FeeMsg.tierStartPast
  data.fees.forEach((fee, i) => {
    if (fee.effectiveFrom < today) fields[`fees.${i}.effectiveFrom`] = FeeMsg.tierStartPast
  })
  if (Object.keys(fields).length > 0) throw badInput(FeeMsg.tierStartPast, fields)
}

/**
 * A new tier with its fees, checked against the school's groups and what the centre offers. It reaches no family
 * until another person approves it (issue 29 item 20): it is saved inactive with a pending fee change request of
 * the same maker-approver flow as a fee change (its items the new fees, nothing before them), and approving that
 * request activates it (drafts.ts).
 */
export async function addTier(db: Db, actor: NamedActor, raw: unknown, publicUrl: string): Promise<FeeTier> {
  const data = parseInput(feeTierInputSchema, raw)
  const schoolId = actor.schoolId
  assertNotBackdated(data)
  if ((await selectFeeGroupId(db, schoolId, data.fkGroup)) === null)
    throw badInput(FeeMsg.unknownGroup, { fkGroup: FeeMsg.unknownGroup })
  await assertOffered(db, data.fkCentre, data.fees, 'fees.')
  const { fees: feeInputs, ...tier } = data
  const id = await db.transaction(async (tx) => {
    const tierId = await insertFeeTier(tx, { fkSchool: schoolId, ...tier, active: false })
    await insertFees(
      tx,
      feeInputs.map((f) => ({ fkSchool: schoolId, fkFeeTier: tierId, ...f })),
    )
    await requestNewTier(
      tx,
      actor,
      { tierId, fkCentre: data.fkCentre, from: data.effectiveForRegistrationFrom, fees: feeInputs },
      publicUrl,
    )
    return tierId
  })
  const row = (await selectFeeTier(db, schoolId, id))!
  const today = singaporeToday()
  // The new tier's fees as of today, or its first ones when they start later.
  const later = feeInputs.every((f) => f.effectiveFrom > today)
  return (await tierViews(db, [row], today, later))[0]
}
