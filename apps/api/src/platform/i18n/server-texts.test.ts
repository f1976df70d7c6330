import { LANGUAGES } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { ATTENDANCE_TEXTS } from '../../modules/attendance/notice-texts'
import { BROADCAST_TEXTS } from '../../modules/broadcasts/notice-texts'
import { FINANCE_TEXTS } from '../../modules/finance/notice-texts'
import { PDF_TEXTS } from '../../modules/ledger/pdf-texts'
import { DOCUMENT_TEXTS } from '../../modules/documents/notice-texts'
import { ENQUIRY_TEXTS } from '../../modules/enquiries/received-texts'
import { ENROLMENT_TEXTS } from '../../modules/enrolment/notice-texts'
import { CONSENT_TEXTS } from '../../modules/esign/notice-texts'
import { EVENT_TEXTS } from '../../modules/events/notice-texts'
import { DEDUCTION_TEXTS } from '../../modules/financefiles/notice-texts'
import { GIRO_TEXTS } from '../../modules/giro/notice-texts'
import { IDENTITY_TEXTS } from '../../modules/identity/email-texts'
import { LEAVE_TEXTS } from '../../modules/leave/notice-texts'
import { PAYMENT_TEXTS } from '../../modules/payments/notice-texts'
import { TRANSFER_TEXTS } from '../../modules/transfers/notice-texts'
import { VISIT_TEXTS } from '../../modules/visits/notice-texts'
import { OFFER_TEXTS } from '../../modules/waitlist/notice-texts'
import { WITHDRAWAL_TEXTS } from '../../modules/withdrawals/notice-texts'
import { SIGNING_TEXTS } from '../esign/mail-texts'
import { monthIn } from './dates'
import { MAIL_TEXTS } from './mail-texts'
import { fill, placeholdersOf, type TextsByLanguage } from './texts'

// Every catalogue of texts the server writes to parents (the type check already holds their keys the same).
const catalogues: Record<string, TextsByLanguage<Record<string, string>>> = {
  mail: MAIL_TEXTS,
  attendance: ATTENDANCE_TEXTS,
  finance: FINANCE_TEXTS,
  pdf: PDF_TEXTS,
  visits: VISIT_TEXTS,
  offers: OFFER_TEXTS,
  documents: DOCUMENT_TEXTS,
  enquiry: ENQUIRY_TEXTS,
  enrolment: ENROLMENT_TEXTS,
  consent: CONSENT_TEXTS,
  signing: SIGNING_TEXTS,
  giro: GIRO_TEXTS,
  deduction: DEDUCTION_TEXTS,
  transfers: TRANSFER_TEXTS,
  withdrawals: WITHDRAWAL_TEXTS,
  leave: LEAVE_TEXTS,
  payments: PAYMENT_TEXTS,
  events: EVENT_TEXTS,
  broadcasts: BROADCAST_TEXTS,
  identity: IDENTITY_TEXTS,
}

describe.each(Object.entries(catalogues))('the %s texts', (_name, texts) => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'say each English text in %s, with the same placeholders and none empty',
    (language) => {
      expect(Object.keys(texts[language]).sort()).toEqual(Object.keys(texts.en).sort())
      for (const [key, english] of Object.entries(texts.en)) {
        const translation = texts[language][key]
        expect(translation.trim(), key).not.toBe('')
        expect(placeholdersOf(translation), key).toEqual(placeholdersOf(english))
      }
    },
  )
})

describe('filling a text', () => {
  it('puts each value in its placeholder and leaves an unknown one visible', () => {
    expect(fill('{{name}} at {{ time }}', { name: 'Aisha', time: '08:05' })).toBe('Aisha at 08:05')
    expect(fill('{{name}} {{missing}}', { name: 'Aisha' })).toBe('Aisha {{missing}}')
  })

  it('names a month in each language', () => {
    expect(LANGUAGES.map((language) => monthIn(language, '2027-03'))).toEqual([
      'March 2027',
      '2027年3月',
      'Mac 2027',
      'மார்ச் 2027',
    ])
  })
})
