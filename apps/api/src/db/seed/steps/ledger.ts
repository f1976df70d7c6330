import { canTransition, EnquiryTransitions } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { loadConfig } from '../../../config'
import { completeEnrolment } from '../../../modules/enrolment'
import { selectEnquiry } from '../../../modules/enquiries'
import { registrationInvoiceOf, settleInvoice } from '../../../modules/ledger'
import { syncEnquiryStateMap } from '../../../modules/statemachine'
import type { Tx } from '../../client'
import { enquiries, purchaseItems, users } from '../../schema'
import { demoSchools } from '../content/schools'

/** What every demo school bills besides the monthly fee (the deposit takes the tier's monthly fee as its price). */
const ITEMS = [
  { label: 'Registration fee', unitPriceCents: 16_350, taxable: true, itemType: 'registration' },
  { label: 'Deposit (one month’s fee)', unitPriceCents: 0, taxable: false, itemType: 'deposit' },
  { label: 'Uniform set', unitPriceCents: 8_500, taxable: true, itemType: 'misc' },
  { label: 'Meals and snacks', unitPriceCents: 6_000, taxable: true, itemType: 'monthly' },
  { label: 'Trial class', unitPriceCents: 0, taxable: true, itemType: 'trial' },
  {
    label: 'Excursion (2019 price list)',
    unitPriceCents: 3_000,
    taxable: true,
    itemType: 'misc',
    active: false,
  },
] as const

async function enquiryOf(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: enquiries.id, fkSchool: enquiries.fkSchool })
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.fkUser))
    .where(eq(users.email, email))
  const enquiry = row && (await selectEnquiry(tx, row.fkSchool, row.id))
  if (!enquiry) throw new Error(`Demo family ${email} has no enquiry`)
  return enquiry
}

/**
 * The ledger demo: every school's billable items; payment@ holds an issued registration invoice (PayNow QR on its
 * payment page); paid@ paid theirs by PayNow, confirmed against the statement, and is enrolled with a receipt.
 */
export async function insertLedger(tx: Tx): Promise<void> {
  await tx
    .insert(purchaseItems)
    .values(demoSchools.flatMap((s) => ITEMS.map((item) => ({ ...item, fkSchool: s.id }))))
  // Moves go through each school's state map, which the server syncs only after the seed on first boot.
  await syncEnquiryStateMap(tx)
  const config = loadConfig({})
  const toPay = await enquiryOf(tx, 'payment@littlesteps.demo')
  await registrationInvoiceOf(tx, config, toPay)
  const paying = await enquiryOf(tx, 'paid@littlesteps.demo')
  const invoice = await registrationInvoiceOf(tx, config, paying)
  await settleInvoice(tx, config, {
    schoolId: invoice.fkSchool,
    invoiceId: invoice.id,
    amountCents: invoice.grandTotalCents,
    paymentType: 'paynow',
    reference: invoice.invoiceNo,
    actorId: null,
  })
  // Little Steps asks for GIRO (the payment left the enquiry in pending_giro): the family handed its GIRO form in at
  // the centre, so the enrolment completes.
  const after = await selectEnquiry(tx, paying.fkSchool, paying.id)
  if (after && canTransition(EnquiryTransitions.completeEnrolment, after))
    await completeEnrolment(tx, config, after, null)
}
