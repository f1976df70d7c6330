import {
  type CareType,
  daysInMonth,
  formatDate,
  nationalityClass,
  priceLines,
  proRate,
  type RunSkipReason,
  WORKING_STATUSES,
} from '@preschool/domain'
import type { DraftLine } from '../../db/schema'

/** A seat of the child overlapping the month (child_levels). */
export interface SeatFact {
  centreId: number
  levelId: number
  levelLabel: string
  isInfant: boolean
  programId: number | null
  from: string
  to: string | null
}

/** A fee of the school with its tier, as `monthlyFeeFor` (modules/fees) reads it, loaded once per run. */
export interface FeeFact {
  feeId: number
  centreId: number
  tierLabel: string
  tierFrom: string
  tierTo: string | null
  levelId: number
  programId: number
  programLabel: string
  nationality: string
  amountCents: number
  effectiveFrom: string
  effectiveTo: string | null
}

export interface ChargeFact {
  id: number
  chargeDate: string
  label: string
  quantity: number
  unitPriceCents: number
  taxable: boolean
  cdaPayable: boolean
}

export interface ChildFacts {
  childId: number
  nationality: string | null
  /** The day the family registered (the child's enrolment date): it picks the centre's tier, as at registration. */
  registrationDay: string | null
  /** The main applicant's Working_Status code. */
  workingStatus: string | null
  seats: SeatFact[]
  charges: ChargeFact[]
  previousTotalCents: number | null
  alreadyInvoiced: boolean
}

export interface RunContext {
  month: { first: string; last: string; days: number }
  gstRateBp: number
  fees: FeeFact[]
  /** The school's basic subsidy (subsidy_basic_rates) by care type and working status. */
  subsidy: (careType: CareType, working: boolean) => number | null
}

export interface ChildDraft {
  childId: number
  centreId: number
  skipReason: RunSkipReason | null
  lines: DraftLine[]
  subtotalCents: number
  taxCents: number
  grandTotalCents: number
  cdaCents: number
  previousTotalCents: number | null
}

/** The fee in force for a seat: the same choice as `monthlyFeeFor` (tier open on the registration day, first match). */
function feeOf(ctx: RunContext, child: ChildFacts, seat: SeatFact): FeeFact | null {
  const registrationDay = child.registrationDay ?? seat.from
  const feeDay = seat.from > ctx.month.first ? seat.from : ctx.month.first
  const wanted = nationalityClass(child.nationality)
  return (
    ctx.fees.find(
      (f) =>
        f.centreId === seat.centreId &&
        f.tierFrom <= registrationDay &&
        (f.tierTo === null || f.tierTo >= registrationDay) &&
        f.levelId === seat.levelId &&
        (seat.programId === null || f.programId === seat.programId) &&
        f.effectiveFrom <= feeDay &&
        (f.effectiveTo === null || f.effectiveTo >= feeDay) &&
        nationalityClass(f.nationality) === wanted,
    ) ?? null
  )
}

const working = (status: string | null) => (WORKING_STATUSES as readonly string[]).includes(status ?? '')

/** The seat's fee line and, for a citizen child, its basic subsidy line, both pro-rated by days in the month. */
function seatLines(ctx: RunContext, child: ChildFacts, seat: SeatFact, fee: FeeFact): DraftLine[] {
  const days = daysInMonth(ctx.month, seat.from, seat.to)
  const part = days < ctx.month.days ? `, ${days} of ${ctx.month.days} days` : ''
  const feeCents = proRate(fee.amountCents, days, ctx.month.days)
  const lines: DraftLine[] = [
    {
      label: `Monthly fee ${seat.levelLabel} (${fee.programLabel})`,
      quantity: 1,
      unitPriceCents: feeCents,
      taxable: true,
      amountCents: feeCents,
      taxCents: 0,
      cdaPayable: true,
      source: 'fee',
      explanation: `Fee tier ${fee.tierLabel}, from ${formatDate(fee.effectiveFrom)}${part}`,
    },
  ]
  if (nationalityClass(child.nationality) !== 'citizen') return lines
  const careType: CareType = seat.isInfant ? 'infant_care' : 'child_care'
  const isWorking = working(child.workingStatus)
  const rate = ctx.subsidy(careType, isWorking)
  if (!rate) return lines
  // A subsidy never takes a fee below zero.
  const subsidyCents = Math.min(proRate(rate, days, ctx.month.days), feeCents)
  if (subsidyCents === 0) return lines
  lines.push({
    label: `Basic subsidy (${careType === 'infant_care' ? 'infant care' : 'child care'})`,
    quantity: 1,
    unitPriceCents: -subsidyCents,
    taxable: false,
    amountCents: -subsidyCents,
    taxCents: 0,
    cdaPayable: true,
    source: 'subsidy',
    explanation: `Basic subsidy for a ${isWorking ? 'working' : 'non-working'} main applicant${part}`,
  })
  return lines
}

const chargeLine = (c: ChargeFact): DraftLine => ({
  label: c.label,
  quantity: c.quantity,
  unitPriceCents: c.unitPriceCents,
  taxable: c.taxable,
  amountCents: c.quantity * c.unitPriceCents,
  taxCents: 0,
  cdaPayable: c.cdaPayable,
  source: 'charge',
  explanation: `Charge of ${formatDate(c.chargeDate)}`,
  chargeId: c.id,
})

/**
 * A child's invoice of the month: each seat's fee (pro-rated) less its basic subsidy, then the unbilled charges up
 * to the month's end; GST per taxable line (the school's rate, half-up). GST is on the whole fee: the subsidy is
 * paid to the school on the family's behalf (decision 0047). The CDA part is the CDA-payable lines with their tax.
 */
export function draftChild(ctx: RunContext, child: ChildFacts): ChildDraft {
  const centreId = child.seats[child.seats.length - 1].centreId
  const empty = (skipReason: RunSkipReason): ChildDraft => ({
    childId: child.childId,
    centreId,
    skipReason,
    lines: [],
    subtotalCents: 0,
    taxCents: 0,
    grandTotalCents: 0,
    cdaCents: 0,
    previousTotalCents: child.previousTotalCents,
  })
  if (child.alreadyInvoiced) return empty('already_invoiced')
  const lines: DraftLine[] = []
  for (const seat of child.seats) {
    const fee = feeOf(ctx, child, seat)
    if (!fee) return empty('no_fee')
    lines.push(...seatLines(ctx, child, seat, fee))
  }
  lines.push(...child.charges.map(chargeLine))
  const priced = priceLines(lines, ctx.gstRateBp)
  if (priced.grandTotalCents <= 0) return empty('nothing_to_bill')
  const withTax = lines.map((l, i) => ({ ...l, taxCents: priced.lines[i].taxCents }))
  const cda = withTax.filter((l) => l.cdaPayable).reduce((sum, l) => sum + l.amountCents + l.taxCents, 0)
  return {
    childId: child.childId,
    centreId,
    skipReason: null,
    lines: withTax,
    subtotalCents: priced.subtotalCents,
    taxCents: priced.totalTaxCents,
    grandTotalCents: priced.grandTotalCents,
    cdaCents: Math.min(Math.max(cda, 0), priced.grandTotalCents),
    previousTotalCents: child.previousTotalCents,
  }
}
