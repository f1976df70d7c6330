import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../client'
import { centreLevels, centres, feeGroups, feeTiers, fees, levels } from '../../schema'
import { demoSchools } from '../content/schools'

/** Monthly fees in cents by level key order (youngest first), for Singaporeans; permanent residents pay 12% more. */
const MONTHLY = [185_000, 132_000, 128_000, 126_000, 98_000, 98_000]
const PR_UPLIFT = 1.12

/**
 * Every school's "STD" fee group and one tier per centre, open for registration since the start of last year, with
 * a fee per offered level and programme for Singaporeans and permanent residents (half-day programmes 60%).
 */
export async function insertFees(tx: Tx, today: Date) {
  const since = `${today.getFullYear() - 1}-01-01`
  const groups = await tx
    .insert(feeGroups)
    .values(demoSchools.map((s) => ({ fkSchool: s.id, groupCode: 'STD', label: 'Standard fees' })))
    .returning({ id: feeGroups.id, fkSchool: feeGroups.fkSchool })
  const groupOf = new Map(groups.map((g) => [g.fkSchool, g.id]))
  const allCentres = await tx.select({ id: centres.id, fkSchool: centres.fkSchool }).from(centres)
  const tiers = await tx
    .insert(feeTiers)
    .values(
      allCentres.map((c) => ({
        fkSchool: c.fkSchool,
        fkCentre: c.id,
        fkGroup: groupOf.get(c.fkSchool)!,
        label: `Standard ${today.getFullYear()}`,
        effectiveForRegistrationFrom: since,
        isLastTierInGroup: true,
      })),
    )
    .returning({ id: feeTiers.id, fkCentre: feeTiers.fkCentre, fkSchool: feeTiers.fkSchool })
  const offers = await tx
    .select({
      fkCentre: centreLevels.fkCentre,
      fkLevel: centreLevels.fkLevel,
      fkProgram: centreLevels.fkProgram,
      fromMonth: levels.fromMonth,
    })
    .from(centreLevels)
    .innerJoin(levels, eq(levels.id, centreLevels.fkLevel))
    .where(
      and(
        inArray(
          centreLevels.fkCentre,
          allCentres.map((c) => c.id),
        ),
        eq(centreLevels.active, true),
      ),
    )
    .orderBy(asc(centreLevels.fkProgram))
  const monthOrder = [...new Set(offers.map((o) => o.fromMonth))].sort((a, b) => a - b)
  const rows = tiers.flatMap((tier) =>
    offers
      .filter((o) => o.fkCentre === tier.fkCentre)
      .flatMap((o) => {
        const base = MONTHLY[Math.min(monthOrder.indexOf(o.fromMonth), MONTHLY.length - 1)]
        // The first programme of a level is its full day; later ones are half days.
        const amount =
          offers.find((x) => x.fkCentre === o.fkCentre && x.fkLevel === o.fkLevel)!.fkProgram === o.fkProgram
            ? base
            : Math.round(base * 0.6)
        return [
          { nationality: 'Singaporean', amount },
          { nationality: 'Permanent Resident', amount: Math.round(amount * PR_UPLIFT) },
        ].map((f) => ({
          fkSchool: tier.fkSchool,
          fkFeeTier: tier.id,
          fkLevel: o.fkLevel,
          fkProgram: o.fkProgram,
          effectiveFrom: since,
          ...f,
        }))
      }),
  )
  for (let i = 0; i < rows.length; i += 500) await tx.insert(fees).values(rows.slice(i, i + 500))
}
