import { centreLevels, feeDraftItems, feeDrafts, feeGroups, feeTiers, fees, programs } from '../../db/schema'
import { type TestSchool, unique } from './school'
import { buildLevel } from './transport'

export interface FeeTierAt {
  groupId: number
  tierId: number
  levelId: number
  programId: number
}

/**
 * A fee tier of the centre in a new group, for a level and programme the centre offers (new ones unless given),
 * with one fee (Singaporean, $1,200 by default) in effect since 2020 and registration open since then.
 */
export async function buildFeeTier(
  school: TestSchool,
  centreId: number,
  opts: { levelId?: number; programId?: number; amount?: number; nationality?: string } = {},
): Promise<FeeTierAt> {
  const levelId = opts.levelId ?? (await buildLevel(school))
  const programId =
    opts.programId ??
    (
      await school.db
        .insert(programs)
        .values({ fkSchool: school.id, fkLevel: levelId, label: 'Full Day', from: '07:00', to: '19:00' })
        .returning({ id: programs.id })
    )[0].id
  await school.db
    .insert(centreLevels)
    .values({ fkSchool: school.id, fkCentre: centreId, fkLevel: levelId, fkProgram: programId })
    .onConflictDoNothing()
  const [group] = await school.db
    .insert(feeGroups)
    .values({ fkSchool: school.id, groupCode: `G${unique()}`, label: 'Standard' })
    .returning({ id: feeGroups.id })
  const [tier] = await school.db
    .insert(feeTiers)
    .values({
      fkSchool: school.id,
      fkCentre: centreId,
      fkGroup: group.id,
      label: 'Tier 1',
      effectiveForRegistrationFrom: '2020-01-01',
    })
    .returning({ id: feeTiers.id })
  await school.db.insert(fees).values({
    fkSchool: school.id,
    fkFeeTier: tier.id,
    fkLevel: levelId,
    fkProgram: programId,
    nationality: opts.nationality ?? 'Singaporean',
    amount: opts.amount ?? 120_000,
    effectiveFrom: '2020-01-01',
  })
  return { groupId: group.id, tierId: tier.id, levelId, programId }
}

/** A fee change request of the tier by `userId`, in the given status, raising its fee to `amount`. */
export async function buildFeeDraft(
  school: TestSchool,
  tier: FeeTierAt & { centreId: number },
  opts: { userId: number; status?: string; effectiveFrom?: string; amount?: number; lastAmount?: number },
): Promise<number> {
  const [draft] = await school.db
    .insert(feeDrafts)
    .values({
      fkSchool: school.id,
      fkCentre: tier.centreId,
      fkFeeTier: tier.tierId,
      fkUser: opts.userId,
      status: opts.status ?? 'pending',
      effectiveFrom: opts.effectiveFrom ?? '2099-01-01',
    })
    .returning({ id: feeDrafts.id })
  await school.db.insert(feeDraftItems).values({
    fkSchool: school.id,
    fkFeeDraft: draft.id,
    fkLevel: tier.levelId,
    fkProgram: tier.programId,
    nationality: 'Singaporean',
    amount: opts.amount ?? 130_000,
    lastAmount: opts.lastAmount ?? 120_000,
  })
  return draft.id
}
