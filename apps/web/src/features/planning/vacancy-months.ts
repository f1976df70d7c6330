import { type VacancyStatus, VacancyStatus as STATUSES } from '@preschool/domain'

export type MonthCounts = { month: string } & Record<VacancyStatus, number> & { capacity: number }

/** The flat vacancy records (month × status) and the capacities as one row per month, in month order. */
export function toMonths(
  records: readonly { month: string; status: string; count: number }[],
  capacities: readonly { date: string; capacity: number }[],
): MonthCounts[] {
  const months = [...new Set(records.map((r) => r.month))].sort()
  return months.map((month) => {
    const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<VacancyStatus, number>
    for (const r of records) if (r.month === month) counts[r.status as VacancyStatus] = r.count
    // The year's capacities may not cover the 12 months from now; the available vacancy already holds the capacity.
    const held = counts.existing_enrolment + counts.enrolled + counts.pending_registration - counts.promotion
    const capacity = capacities.find((c) => c.date === month)?.capacity ?? counts.available_vacancy + held
    return { month, capacity, ...counts }
  })
}

/** The seats a month holds: enrolled children still in the level and families on their way to a seat. */
export const heldSeats = (m: MonthCounts) =>
  m.existing_enrolment +
  m.enrolled +
  m.transfer_in +
  m.pending_registration -
  m.promotion -
  m.transfer_out -
  m.withdraw
