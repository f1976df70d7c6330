import {
  addDays,
  type BillableLine,
  GST_RATE_DEFAULT_BP,
  LedgerMsg,
  SchoolConfigKey,
  singaporeToday,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { conflict } from '../../platform/errors/domain-error'
import type { EnquiryRow } from '../enquiries'
import { monthlyFeeFor } from '../fees'
import { selectLiveSeatOffer } from '../planning'
import { selectSchoolConfig } from '../tenancy'
import { selectActivePurchaseItems, selectChildNationality } from './queries'

export interface BillableLineWithItem extends BillableLine {
  fkPurchaseItem: number | null
  /** Why the line is there (an ad hoc invoice explains every line); null when the label says it all. */
  explanation?: string | null
}

/** Days a registration invoice is open when the school sets no registration_due_date_days. */
const DEFAULT_DUE_DAYS = 7

async function configNumber(db: DbOrTx, schoolId: number, key: SchoolConfigKey, fallback: number) {
  const value = (await selectSchoolConfig(db, schoolId, key))?.value ?? ''
  return /^\d{1,6}$/.test(value) ? Number(value) : fallback
}

/** The school's GST rate in basis points (gst_rate), 9% when unset. */
export const gstRateOf = (db: DbOrTx, schoolId: number) =>
  configNumber(db, schoolId, SchoolConfigKey.gstRate, GST_RATE_DEFAULT_BP)

/** Invoice date (today, Singapore) and due date (registration_due_date_days later). */
export async function invoiceDates(db: DbOrTx, schoolId: number) {
  const invoiceDate = singaporeToday()
  const days = await configNumber(db, schoolId, SchoolConfigKey.registrationDueDateDays, DEFAULT_DUE_DAYS)
  return { invoiceDate, dueDate: addDays(invoiceDate, days) }
}

/** What the child is billed for: the level of the place offered (else the enquiry's), and the first month. */
export async function placeOf(db: DbOrTx, enquiry: EnquiryRow) {
  const offer = await selectLiveSeatOffer(db, enquiry.fkSchool, enquiry.id)
  return {
    levelId: offer?.fkLevel ?? enquiry.fkLevel,
    firstDay: offer && offer.month > enquiry.enrollmentPlan ? offer.month : enquiry.enrollmentPlan,
  }
}

/** The child's monthly fee from the centre's fee tier; refused when the school has set none that fits. */
async function monthlyFeeOf(db: DbOrTx, enquiry: EnquiryRow) {
  const place = await placeOf(db, enquiry)
  const fee = await monthlyFeeFor(db, {
    schoolId: enquiry.fkSchool,
    centreId: enquiry.fkCentre,
    levelId: place.levelId,
    programId: enquiry.fkProgram,
    nationality: await selectChildNationality(db, enquiry.fkSchool, enquiry.fkChild),
    registrationDay: singaporeToday(),
    feeDay: place.firstDay,
  })
  if (!fee) throw conflict(LedgerMsg.noFee)
  return { ...fee, firstDay: place.firstDay }
}

/**
 * The registration invoice's lines: the school's registration items, then the deposit (one month's fee from the
 * tier, under the school's deposit item's label and tax flag), then the school's other one-off items (misc).
 */
export async function registrationLines(db: DbOrTx, enquiry: EnquiryRow): Promise<BillableLineWithItem[]> {
  const [fee, items] = await Promise.all([
    monthlyFeeOf(db, enquiry),
    selectActivePurchaseItems(db, enquiry.fkSchool, ['registration', 'deposit', 'misc']),
  ])
  const line = (i: (typeof items)[number], unitPriceCents = i.unitPriceCents): BillableLineWithItem => ({
    fkPurchaseItem: i.id,
    label: i.label,
    quantity: 1,
    unitPriceCents,
    taxable: i.taxable,
  })
  const deposit = items.find((i) => i.itemType === 'deposit')
  return [
    ...items.filter((i) => i.itemType === 'registration').map((i) => line(i)),
    deposit
      ? line(deposit, fee.amountCents)
      : {
          fkPurchaseItem: null,
          label: 'Deposit',
          quantity: 1,
          unitPriceCents: fee.amountCents,
          taxable: false,
        },
    ...items.filter((i) => i.itemType === 'misc').map((i) => line(i)),
  ]
}

/** The first month's fees: the tier's monthly fee (taxable) and the school's monthly items. */
export async function firstMonthLines(db: DbOrTx, enquiry: EnquiryRow) {
  const [fee, items] = await Promise.all([
    monthlyFeeOf(db, enquiry),
    selectActivePurchaseItems(db, enquiry.fkSchool, ['monthly']),
  ])
  const lines: BillableLineWithItem[] = [
    {
      fkPurchaseItem: null,
      label: `Monthly fee (${fee.programLabel})`,
      quantity: 1,
      unitPriceCents: fee.amountCents,
      taxable: true,
    },
    ...items.map((i) => ({
      fkPurchaseItem: i.id,
      label: i.label,
      quantity: 1,
      unitPriceCents: i.unitPriceCents,
      taxable: i.taxable,
    })),
  ]
  return { lines, month: fee.firstDay }
}
