import type { EnquiryStateCode } from '@preschool/domain'
import { invoiceItems, invoices, payments, purchaseItems, receipts } from '../../db/schema'
import { buildFeeTier } from './fees'
import { buildRegistration, type RegistrationSituation } from './registration'
import { type TestSchool, unique } from './school'

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

/** An issued invoice of a family's enquiry, part paid by bank transfer with its receipt (rows written directly). */
export async function buildPaidInvoice(
  school: TestSchool,
  at: { centreId: number; childId: number; enquiryId: number },
): Promise<{ invoiceId: number; receiptId: number }> {
  const no = unique()
  const [invoice] = await school.db
    .insert(invoices)
    .values({
      fkSchool: school.id,
      fkCentre: at.centreId,
      fkChild: at.childId,
      fkEnquiry: at.enquiryId,
      invoiceNo: `INV-${no}`,
      invoiceType: 'registration',
      label: 'Registration',
      invoiceDate: '2030-01-02',
      dueDate: '2030-01-09',
      totalTaxCents: 900,
      grandTotalCents: 10_900,
      outstandingCents: 5_900,
    })
    .returning()
  await school.db.insert(invoiceItems).values({
    fkSchool: school.id,
    fkInvoice: invoice.id,
    position: 0,
    label: 'Registration fee',
    quantity: 1,
    unitPriceCents: 10_000,
    taxable: true,
    amountCents: 10_000,
    taxCents: 900,
  })
  const [payment] = await school.db
    .insert(payments)
    .values({
      fkSchool: school.id,
      fkInvoice: invoice.id,
      amountCents: 5_000,
      paymentType: 'bank_transfer',
      reference: `T${no}`,
    })
    .returning()
  const [receipt] = await school.db
    .insert(receipts)
    .values({ fkSchool: school.id, fkPayment: payment.id, receiptNo: `RCT-${no}`, amountCents: 5_000 })
    .returning()
  return { invoiceId: invoice.id, receiptId: receipt.id }
}
