import { compareFeeItems, type FeeItemOrder } from '@preschool/domain'

type Ordered = {
  level: { label: string; fromMonth: number }
  program: { label: string }
  nationality: string
  effectiveFrom?: string | null
}
const orderOf = (x: Ordered): FeeItemOrder => ({
  level: x.level.label,
  levelFromMonth: x.level.fromMonth,
  program: x.program.label,
  nationality: x.nationality,
  effectiveFrom: x.effectiveFrom,
})
/** Fees and request items in the spec's order: levels from the youngest. */
export const byFeeOrder = (a: Ordered, b: Ordered) => compareFeeItems(orderOf(a), orderOf(b))
