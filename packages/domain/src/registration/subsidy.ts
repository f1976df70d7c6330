import { WORKING_HOURS_PER_MONTH } from './enrolment-form'

/**
 * The infant and child care subsidy a family can expect (ECDA's framework): a basic subsidy by the main applicant's
 * working status, plus, for a working applicant, an additional subsidy by gross monthly household income (or, for a
 * big household, per capita income, whichever gives more). Only for a Singapore Citizen child. An estimate: ECDA
 * decides the real amount on verified income.
 */
export const CareType = ['infant_care', 'child_care'] as const
export type CareType = (typeof CareType)[number]

/** The child's nationality (a Nationality code) that makes the child eligible. */
export const SUBSIDY_CITIZENSHIP = 'Singapore Citizen'

export interface SubsidyBasicRate {
  careType: CareType
  working: boolean
  amountCents: number
}

/** One income band: incomes up to incomeMaxCents (or per capita up to perCapitaMaxCents) get amountCents. */
export interface SubsidyAdditionalBand {
  careType: CareType
  incomeMaxCents: number
  perCapitaMaxCents: number
  amountCents: number
}

export interface SubsidySchedule {
  basic: readonly SubsidyBasicRate[]
  additional: readonly SubsidyAdditionalBand[]
}

const dollars = (amount: number) => amount * 100

/** The bands' upper limits (household, per capita) shared by both care types. */
const BANDS: readonly [household: number, perCapita: number][] = [
  [3_000, 750],
  [4_500, 1_125],
  [6_000, 1_500],
  [7_500, 1_875],
  [9_000, 2_250],
  [10_500, 2_625],
  [12_000, 3_000],
]
/** Full-day programmes, by band (ECDA, from January 2020). Infant care amounts: see decision 0023. */
const ADDITIONAL: Record<CareType, readonly number[]> = {
  child_care: [467, 440, 340, 260, 190, 130, 80],
  infant_care: [710, 630, 510, 390, 270, 160, 90],
}

/** ECDA's published figures, the seed of each school's tables (which the school may change). */
export const ECDA_SUBSIDY_SCHEDULE: SubsidySchedule = {
  basic: [
    { careType: 'infant_care', working: true, amountCents: dollars(600) },
    { careType: 'infant_care', working: false, amountCents: dollars(150) },
    { careType: 'child_care', working: true, amountCents: dollars(300) },
    { careType: 'child_care', working: false, amountCents: dollars(150) },
  ],
  additional: CareType.flatMap((careType) =>
    BANDS.map(([household, perCapita], i) => ({
      careType,
      incomeMaxCents: dollars(household),
      perCapitaMaxCents: dollars(perCapita),
      amountCents: dollars(ADDITIONAL[careType][i]),
    })),
  ),
}

export interface SubsidyFacts {
  careType: CareType
  /** The child's nationality code; null until the child's particulars are filled. */
  childNationality: string | null
  /** The main applicant's hours of work a month; null until known. */
  applicantWorkingHours: number | null
  /** Applicant's plus spouse's gross monthly income, in cents; null until known. */
  householdIncomeCents: number | null
  /** Family members living together, for per capita income; null or 0 when unknown. */
  familyMembers: number | null
  /** The household asked to be assessed per capita (a big household). */
  perCapita: boolean
}

export type SubsidyIneligibility = 'not_citizen' | 'incomplete' | 'not_configured'

export interface SubsidyEstimate {
  eligible: boolean
  reason: SubsidyIneligibility | null
  working: boolean
  basicCents: number
  additionalCents: number
  totalCents: number
  /** How the additional subsidy was assessed; null when none applies. */
  basis: 'household' | 'per_capita' | null
}

const none = (reason: SubsidyIneligibility | null, working = false): SubsidyEstimate => ({
  eligible: reason === null,
  reason,
  working,
  basicCents: 0,
  additionalCents: 0,
  totalCents: 0,
  basis: null,
})

/** The band's amount for a value: the narrowest band whose limit covers it, 0 above every band. */
function bandAmount(
  bands: readonly SubsidyAdditionalBand[],
  limit: (band: SubsidyAdditionalBand) => number,
  value: number,
): number {
  const covering = bands.filter((band) => value <= limit(band)).sort((a, b) => limit(a) - limit(b))
  return covering[0]?.amountCents ?? 0
}

export function estimateSubsidy(facts: SubsidyFacts, schedule: SubsidySchedule): SubsidyEstimate {
  if (facts.childNationality === null || facts.applicantWorkingHours === null) return none('incomplete')
  if (facts.childNationality !== SUBSIDY_CITIZENSHIP) return none('not_citizen')
  const working = facts.applicantWorkingHours >= WORKING_HOURS_PER_MONTH
  const basic = schedule.basic.find((r) => r.careType === facts.careType && r.working === working)
  if (!basic) return none('not_configured', working)
  const bands = schedule.additional.filter((band) => band.careType === facts.careType)
  let additionalCents = 0
  let basis: SubsidyEstimate['basis'] = null
  if (working && facts.householdIncomeCents !== null) {
    const income = facts.householdIncomeCents
    const byHousehold = bandAmount(bands, (b) => b.incomeMaxCents, income)
    const members = facts.familyMembers ?? 0
    const byPerCapita =
      facts.perCapita && members > 0
        ? bandAmount(bands, (b) => b.perCapitaMaxCents, Math.floor(income / members))
        : 0
    additionalCents = Math.max(byHousehold, byPerCapita)
    if (additionalCents > 0) basis = byPerCapita > byHousehold ? 'per_capita' : 'household'
  }
  return {
    eligible: true,
    reason: null,
    working,
    basicCents: basic.amountCents,
    additionalCents,
    totalCents: basic.amountCents + additionalCents,
    basis,
  }
}

/**
 * The facts of a household a public page describes (citizen or not, working or not, household income): what the
 * registration form's estimate reads, for /parentsearch's fees and /parentinfo's calculator.
 */
export function householdSubsidyFacts(
  household: { citizen: boolean; working: boolean; householdIncomeCents: number | null },
  infant: boolean,
): SubsidyFacts {
  return {
    careType: infant ? 'infant_care' : 'child_care',
    childNationality: household.citizen ? SUBSIDY_CITIZENSHIP : 'Other',
    applicantWorkingHours: household.working ? WORKING_HOURS_PER_MONTH : 0,
    householdIncomeCents: household.householdIncomeCents,
    familyMembers: null,
    perCapita: false,
  }
}
