import type { Language } from '@preschool/domain'
import { fill, type TextsByLanguage } from '../../platform/i18n/texts'

/**
 * What parents read when an invoice is issued to them (bell and email), monthly or ad hoc, in the four languages
 * (issue 27).
 */
const en = {
  monthlyFees: 'Monthly fees {{month}}',
  invoiceTitle: 'Invoice {{no}}: {{label}}',
  invoiceReady:
    '{{label}} is ready: {{amount}} due within {{days}} days. Open Invoices to see each line, download the PDF and pay.',
  seeInvoice: 'See your invoices',
  adhocLabel: '{{label}} and {{count}} more',
  adhocReady:
    'A new invoice of {{amount}} is due by {{date}}. Open it to see each line and pay by card or PayNow.',
  seeOneInvoice: 'See the invoice',
} as const

export const FINANCE_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    monthlyFees: '{{month}}学费',
    invoiceTitle: '账单 {{no}}：{{label}}',
    invoiceReady:
      '{{label}}已开出：{{amount}}，请在 {{days}} 天内付清。打开“账单”可查看每一项明细、下载 PDF 并付款。',
    seeInvoice: '查看账单',
    adhocLabel: '{{label}}等 {{count}} 项',
    adhocReady:
      '您有一张新账单，金额 {{amount}}，请于 {{date}} 前付清。打开账单可查看每一项明细，并以银行卡或 PayNow 付款。',
    seeOneInvoice: '查看账单',
  },
  ms: {
    monthlyFees: 'Yuran bulanan {{month}}',
    invoiceTitle: 'Invois {{no}}: {{label}}',
    invoiceReady:
      '{{label}} sudah sedia: {{amount}} perlu dibayar dalam tempoh {{days}} hari. Buka Invois untuk melihat setiap baris, memuat turun PDF dan membuat bayaran.',
    seeInvoice: 'Lihat invois anda',
    adhocLabel: '{{label}} dan {{count}} lagi',
    adhocReady:
      'Invois baharu sebanyak {{amount}} perlu dibayar selewat-lewatnya {{date}}. Bukanya untuk melihat setiap baris dan membayar dengan kad atau PayNow.',
    seeOneInvoice: 'Lihat invois',
  },
  ta: {
    monthlyFees: '{{month}} மாதாந்திரக் கட்டணம்',
    invoiceTitle: 'விலைப்பட்டியல் {{no}}: {{label}}',
    invoiceReady:
      '{{label}} தயார்: {{amount}}, {{days}} நாட்களுக்குள் செலுத்த வேண்டும். ஒவ்வொரு வரியையும் பார்க்க, PDF-ஐப் பதிவிறக்க, கட்டணம் செலுத்த "விலைப்பட்டியல்கள்" பகுதியைத் திறக்கவும்.',
    seeInvoice: 'உங்கள் விலைப்பட்டியல்களைப் பாருங்கள்',
    adhocLabel: '{{label}} மற்றும் மேலும் {{count}}',
    adhocReady:
      '{{amount}} தொகைக்கான புதிய விலைப்பட்டியல் {{date}}-க்குள் செலுத்தப்பட வேண்டும். ஒவ்வொரு வரியையும் பார்க்கவும், அட்டை அல்லது PayNow மூலம் செலுத்தவும் அதைத் திறக்கவும்.',
    seeOneInvoice: 'விலைப்பட்டியலைப் பாருங்கள்',
  },
}

export const financeText = (
  language: Language,
  key: keyof typeof en,
  values?: Readonly<Record<string, string | number>>,
) => fill(FINANCE_TEXTS[language][key], values)
