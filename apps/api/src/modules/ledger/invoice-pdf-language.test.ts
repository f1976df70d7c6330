import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { enquiries, users } from '../../db/schema'
import { pdfText } from '../../test/pdf-text'
import { gql } from '../../test/server'
import { INVOICE_PDF, paymentWorld, REGISTRATION_INVOICE } from './test-support'

/**
 * A PDF's text comes out in the order the glyphs are drawn: Tamil vowel signs written before their consonant
 * (ெ ே ை, and the first half of ொ ோ ௌ) come first. The expected words are put in that order to compare.
 */
const asDrawn = (text: string) =>
  text
    .replace(/([\u0B95-\u0BB9])\u0BCA/g, '\u0BC6$1\u0BBE')
    .replace(/([\u0B95-\u0BB9])\u0BCB/g, '\u0BC7$1\u0BBE')
    .replace(/([\u0B95-\u0BB9])\u0BCC/g, '\u0BC6$1\u0BD7')
    .replace(/([\u0B95-\u0BB9])([\u0BC6-\u0BC8])/g, '$2$1')

/** The invoice PDF's fixed words in the reader's chosen language (issue 27); the school's own words print as stored. */
describe('the invoice PDF in the parent’s language', () => {
  let world: Awaited<ReturnType<typeof paymentWorld>>
  let invoiceId: number
  const pdfOf = async (token: string) => {
    const pdf = await gql(INVOICE_PDF, { IDInvoice: invoiceId }, token)
    return pdfText(Buffer.from(pdf.data?.invoicePdf.contentBase64 ?? '', 'base64'))
  }

  beforeAll(async () => {
    world = await paymentWorld()
    await world.school.db
      .update(enquiries)
      .set({ childFirstname: 'கவின்', childLastname: '陈' })
      .where(eq(enquiries.id, world.family.enquiryId))
    const invoice = await gql(
      REGISTRATION_INVOICE,
      { IDEnquiry: world.family.enquiryId },
      world.approver.token,
    )
    invoiceId = invoice.data?.getEnquiryRegistrationInvoice?.ID ?? 0
  })

  it.each([
    ['zh', ['税务发票', '账单号码：INV-', '消费税注册号码：M2-1234567-8', '小计', '未付金额', '状态：未付']],
    [
      'ms',
      [
        'Invois cukai',
        'No. invois: INV-',
        'No. Pendaftaran GST: M2-1234567-8',
        'Jumlah kecil',
        'Status: belum dibayar',
      ],
    ],
    [
      'ta',
      [
        'வரி விலைப்பட்டியல்',
        'விலைப்பட்டியல் எண்: INV-',
        'GST பதிவு எண்: M2-1234567-8',
        'துணைத் தொகை',
        'நிலை: செலுத்தப்படவில்லை',
      ],
    ],
  ] as const)(
    'prints a %s-reading parent’s invoice in that language, the names intact',
    async (language, words) => {
      await world.school.db
        .update(users)
        .set({ preferredLanguage: language })
        .where(eq(users.id, world.family.parent.id))
      const text = await pdfOf(world.family.parent.token)

      for (const word of words) expect(text).toContain(asDrawn(word))
      expect(text).toContain('கவின் 陈')
      expect(text).not.toContain('?')
      expect(text).not.toContain('Tax invoice')
      expect(text).not.toContain('Outstanding')
    },
  )

  it('prints it in English for staff who never chose a language', async () => {
    const text = await pdfOf(world.approver.token)
    expect(text).toContain('Tax invoice')
    expect(text).toContain('Outstanding')
    expect(text).toContain('Status: issued')
  })
})
