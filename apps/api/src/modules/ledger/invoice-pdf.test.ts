import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { enquiries, purchaseItems } from '../../db/schema'
import { pdfText } from '../../test/pdf-text'
import { gql } from '../../test/server'
import { INVOICE_PDF, paymentWorld, REGISTRATION_INVOICE } from './test-support'

describe('the tax invoice PDF', () => {
  it("prints a Chinese name, typographic apostrophes, the school's GST Reg. No. and dates as DD/MM/YYYY", async () => {
    const { school, family, approver } = await paymentWorld()
    await school.db
      .update(enquiries)
      .set({ childFirstname: '陈小明', childLastname: 'Tan' })
      .where(eq(enquiries.id, family.enquiryId))
    await school.db
      .update(purchaseItems)
      .set({ label: 'Deposit (one month’s fee)' })
      .where(and(eq(purchaseItems.fkSchool, school.id), eq(purchaseItems.itemType, 'deposit')))
    const invoice = await gql(REGISTRATION_INVOICE, { IDEnquiry: family.enquiryId }, approver.token)
    const issued = invoice.data?.getEnquiryRegistrationInvoice
    const pdf = await gql(INVOICE_PDF, { IDInvoice: issued?.ID ?? 0 }, approver.token)
    const text = await pdfText(Buffer.from(pdf.data?.invoicePdf.contentBase64 ?? '', 'base64'))

    expect(text).toContain('Registration of 陈小明 Tan')
    expect(text).toContain('Deposit (one month’s fee)')
    expect(text).not.toContain('?')
    expect(text).toContain('GST Reg. No.: M2-1234567-8')
    expect(text).toMatch(/Invoice date: \d{2}\/\d{2}\/\d{4} +Due date: \d{2}\/\d{2}\/\d{4}/)
    expect(text).toContain('$1,363.50')
  })
})
