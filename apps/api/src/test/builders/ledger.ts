import type { EnquiryStateCode } from '@preschool/domain'
import { purchaseItems } from '../../db/schema'
import { buildFeeTier } from './fees'
import { buildRegistration, type RegistrationSituation } from './registration'
import type { TestSchool } from './school'

export interface PaymentSituation extends RegistrationSituation {
  programId: number
  /** The tier's monthly fee in cents (the deposit is one month). */
  monthlyFeeCents: number
}

/** Schools whose lists and billable items a payment situation has built already (one per school). */
const schoolsWithItems = new Set<number>()

/**
 * A family whose enquiry stands in pending_registration_payment (by default) with an accepted seat offer, the
 * centre's fee tier for the level ($1,200 a month for citizens) and the school's billable items: a taxable $150
 * registration fee, an untaxed deposit and a taxable $55 monthly meal plan.
 */
export async function buildPaymentSituation(
  school: TestSchool,
  opts: { state?: EnquiryStateCode } = {},
): Promise<PaymentSituation> {
  const first = !schoolsWithItems.has(school.id)
  const situation = await buildRegistration(school, {
    state: opts.state ?? 'pending_registration_payment',
    offer: 'accepted',
    withSchoolLists: first,
  })
  const tier = await buildFeeTier(school, situation.centreId, { levelId: situation.levelId, amount: 120_000 })
  if (first) await buildPurchaseItems(school)
  schoolsWithItems.add(school.id)
  return { ...situation, programId: tier.programId, monthlyFeeCents: 120_000 }
}

/** The billable items a school configures, as the demo's schools have them. */
export async function buildPurchaseItems(school: TestSchool) {
  return school.db
    .insert(purchaseItems)
    .values([
      {
        fkSchool: school.id,
        label: 'Registration fee',
        unitPriceCents: 15_000,
        taxable: true,
        itemType: 'registration',
      },
      {
        fkSchool: school.id,
        label: 'Deposit (one month)',
        unitPriceCents: 0,
        taxable: false,
        itemType: 'deposit',
      },
      { fkSchool: school.id, label: 'Meal plan', unitPriceCents: 5_500, taxable: true, itemType: 'monthly' },
      {
        fkSchool: school.id,
        label: 'Old uniform set',
        unitPriceCents: 9_000,
        taxable: true,
        itemType: 'misc',
        active: false,
      },
    ])
    .returning()
}
