import { Access, LedgerMsg, singaporeToday } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { invoices } from '../../db/schema'
import { buildSchool, buildStaff, type TestSchool } from '../../test/builders'
import { buildPaymentSituation } from '../../test/builders/ledger'
import { gql, gqlFrom } from '../../test/server'
import { buildDocumentWorld, enquiryStateOf } from '../documents/test-support'
import { CREATE_FORM, drawn, SIGN, signingTokenFor } from '../esign/test-support'
import { REGISTRATION_INVOICE } from './test-support'
import { newIp } from '../identity/test-support'

// A Wednesday ahead of the database clock (its sessions and signing tokens), so the invoice date is a fixed weekday.
onFixedClock(nextInSingapore(3, 12))

interface Signers {
  enquiryId: number
  parent: { email: string; token: string }
  staff: { email: string }
}

/** Form 1 for the enquiry, signed by the parent and then the centre's signer through their emailed links. */
async function signConsent(school: TestSchool, s: Signers) {
  const created = await gql(
    CREATE_FORM,
    {
      IDEnquiry: s.enquiryId,
      participants: [
        { displayName: 'Test Parent', email: s.parent.email, role: 'applicant' },
        { displayName: 'Staff Signer', email: s.staff.email, role: 'staff' },
      ],
    },
    s.parent.token,
  )
  expect(created.errors).toBeUndefined()
  for (const email of [s.parent.email, s.staff.email]) {
    const signed = await gqlFrom(newIp(), SIGN, {
      token: await signingTokenFor(school, email),
      signature: drawn,
    })
    expect(signed.errors).toBeUndefined()
  }
}

const registrationInvoices = (school: TestSchool, enquiryId: number) =>
  school.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.fkEnquiry, enquiryId), eq(invoices.invoiceType, 'registration')))

describe('the registration invoice at consent', () => {
  it('is issued with the last signature, dated that day, before anyone opens the payment step', async () => {
    const school = await buildSchool()
    const family = await buildPaymentSituation(school, { state: 'pending_econsent' })
    const staff = await buildStaff(school, { enquiry_management: Access.read | Access.write }, [
      family.centreId,
    ])
    expect(await registrationInvoices(school, family.enquiryId)).toHaveLength(0)

    await signConsent(school, { enquiryId: family.enquiryId, parent: family.parent, staff })

    expect(await enquiryStateOf(school, family.enquiryId)).toBe('pending_registration_payment')
    const [issued, ...more] = await registrationInvoices(school, family.enquiryId)
    expect(more).toHaveLength(0)
    expect(issued).toMatchObject({ invoiceNo: 'INV-000001', status: 'issued', invoiceDate: singaporeToday() })
    // The payment step shows that invoice; it issues no second one.
    const shown = await gql(REGISTRATION_INVOICE, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(shown.data?.getEnquiryRegistrationInvoice).toMatchObject({
      ID: issued.id,
      invoiceNo: 'INV-000001',
    })
    expect(await registrationInvoices(school, family.enquiryId)).toHaveLength(1)
  })

  it('keeps the signatures when no fee is set, and the payment step says why there is no invoice', async () => {
    const w = await buildDocumentWorld('pending_econsent')

    await signConsent(w.school, { enquiryId: w.family.enquiryId, parent: w.family.parent, staff: w.staff })

    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('pending_registration_payment')
    expect(await registrationInvoices(w.school, w.family.enquiryId)).toHaveLength(0)
    const shown = await gql(REGISTRATION_INVOICE, { IDEnquiry: w.family.enquiryId }, w.family.parent.token)
    expect(shown.errors?.[0]?.message).toBe(LedgerMsg.noFee)
  })
})
