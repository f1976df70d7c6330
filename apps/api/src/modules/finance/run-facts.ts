import { addMonths, type CareType } from '@preschool/domain'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  charges,
  childLevels,
  childRelations,
  children,
  feeTiers,
  fees,
  invoices,
  levels,
  parents,
  programs,
  subsidyBasicRates,
} from '../../db/schema'
import { groupBy } from '../../platform/request-batch'
import type { ChildFacts, FeeFact } from './draft-lines'

export interface RunScope {
  schoolId: number
  centreId: number | null
  month: { first: string; last: string }
}

/** Seats of the school overlapping the month. */
const overlapping = (scope: RunScope) =>
  and(
    eq(childLevels.fkSchool, scope.schoolId),
    sql`${childLevels.from} <= ${scope.month.last}`,
    sql`(${childLevels.to} is null or ${childLevels.to} >= ${scope.month.first})`,
  )

/**
 * The run's children after `afterChild`, in id order: every child with a seat in the month; for a centre's run,
 * those whose last seat of the month is at that centre (a child moving centres is billed once, by the new one).
 */
export async function selectRunChildren(
  db: DbOrTx,
  scope: RunScope,
  afterChild: number,
  limit: number,
): Promise<number[]> {
  const last = db
    .selectDistinctOn([childLevels.fkChild], { child: childLevels.fkChild, centre: childLevels.fkCentre })
    .from(childLevels)
    .where(and(overlapping(scope), sql`${childLevels.fkChild} > ${afterChild}`))
    .orderBy(asc(childLevels.fkChild), sql`${childLevels.from} desc`)
    .as('last_seat')
  const rows = await db
    .select({ child: last.child })
    .from(last)
    .where(scope.centreId === null ? undefined : eq(last.centre, scope.centreId))
    .orderBy(asc(last.child))
    .limit(limit)
  return rows.map((r) => r.child)
}

/** How many children the run bills (its progress total). */
export async function countRunChildren(db: DbOrTx, scope: RunScope): Promise<number> {
  let total = 0
  let after = 0
  // Counted in pages of the same statement the run pages with, so the total is exactly what it will process.
  for (;;) {
    const page = await selectRunChildren(db, scope, after, 10_000)
    total += page.length
    if (page.length < 10_000) return total
    after = page[page.length - 1]
  }
}

/** The school's fees with their tiers (active ones), in the order `monthlyFeeFor` picks from. */
export function selectFeeFacts(db: DbOrTx, schoolId: number): Promise<FeeFact[]> {
  return db
    .select({
      feeId: fees.id,
      centreId: feeTiers.fkCentre,
      tierLabel: feeTiers.label,
      tierFrom: feeTiers.effectiveForRegistrationFrom,
      tierTo: feeTiers.effectiveForRegistrationTo,
      levelId: fees.fkLevel,
      programId: fees.fkProgram,
      programLabel: programs.label,
      nationality: fees.nationality,
      amountCents: fees.amount,
      effectiveFrom: fees.effectiveFrom,
      effectiveTo: fees.effectiveTo,
    })
    .from(fees)
    .innerJoin(feeTiers, eq(feeTiers.id, fees.fkFeeTier))
    .innerJoin(programs, eq(programs.id, fees.fkProgram))
    .where(and(eq(fees.fkSchool, schoolId), eq(feeTiers.active, true)))
    .orderBy(asc(feeTiers.effectiveForRegistrationFrom), asc(programs.id), asc(fees.id))
}

export async function selectSubsidyRates(db: DbOrTx, schoolId: number) {
  const rows = await db.select().from(subsidyBasicRates).where(eq(subsidyBasicRates.fkSchool, schoolId))
  return (careType: CareType, working: boolean) =>
    rows.find((r) => r.careType === careType && r.working === working)?.amountCents ?? null
}

/** Everything the run needs of a batch of children, in four set-based statements. */
export async function selectChildFacts(
  db: DbOrTx,
  scope: RunScope,
  childIds: number[],
): Promise<ChildFacts[]> {
  if (childIds.length === 0) return []
  const { schoolId, month } = scope
  const [people, seats, open, monthly] = await Promise.all([
    db
      .select({
        childId: children.id,
        nationality: children.nationality,
        registrationDay: children.enrolmentDate,
        // Qualified by hand: drizzle leaves a one-table select's columns unqualified, which the subquery shares.
        workingStatus: sql<string | null>`(select p.working_status from ${childRelations} r
          join ${parents} p on p.fk_user = r.fk_user
          where r.fk_child = "children"."id" and r.is_main_applicant limit 1)`,
      })
      .from(children)
      .where(and(eq(children.fkSchool, schoolId), inArray(children.id, childIds))),
    db
      .select({
        childId: childLevels.fkChild,
        centreId: childLevels.fkCentre,
        levelId: childLevels.fkLevel,
        levelLabel: levels.label,
        isInfant: levels.isInfant,
        programId: childLevels.fkProgram,
        from: childLevels.from,
        to: childLevels.to,
      })
      .from(childLevels)
      .innerJoin(levels, eq(levels.id, childLevels.fkLevel))
      .where(and(overlapping(scope), inArray(childLevels.fkChild, childIds)))
      .orderBy(asc(childLevels.fkChild), asc(childLevels.from)),
    db
      .select({
        id: charges.id,
        childId: charges.fkChild,
        chargeDate: charges.chargeDate,
        label: charges.label,
        quantity: charges.quantity,
        unitPriceCents: charges.unitPriceCents,
        taxable: charges.taxable,
        cdaPayable: charges.cdaPayable,
      })
      .from(charges)
      .where(
        and(
          eq(charges.fkSchool, schoolId),
          sql`${charges.chargeDate} <= ${month.last}`,
          sql`${charges.fkInvoice} is null and ${charges.voidedAt} is null`,
          inArray(charges.fkChild, childIds),
        ),
      )
      .orderBy(asc(charges.chargeDate), asc(charges.id)),
    db
      .select({ childId: invoices.fkChild, month: invoices.month, grandTotalCents: invoices.grandTotalCents })
      .from(invoices)
      .where(
        and(
          eq(invoices.fkSchool, schoolId),
          eq(invoices.invoiceType, 'monthly'),
          sql`${invoices.status} <> 'void'`,
          inArray(invoices.month, [month.first, addMonths(month.first, -1)]),
          inArray(invoices.fkChild, childIds),
        ),
      ),
  ])
  // Grouped once: a batch's children each find their rows without scanning the whole batch's.
  const seatsOf = groupBy(seats, (s) => s.childId)
  const chargesOf = groupBy(open, (c) => c.childId)
  const monthlyOf = groupBy(monthly, (m) => m.childId)
  return people.map((p) => {
    const invoiced = monthlyOf.get(p.childId) ?? []
    return {
      ...p,
      seats: seatsOf.get(p.childId) ?? [],
      charges: chargesOf.get(p.childId) ?? [],
      previousTotalCents: invoiced.find((m) => m.month !== month.first)?.grandTotalCents ?? null,
      alreadyInvoiced: invoiced.some((m) => m.month === month.first),
    }
  })
}
