import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What the paying parent reads when finance refunds a card payment taken for an invoice already paid. */
const en = {
  duplicateRefundTitle: 'Refund of a duplicate card payment',
  duplicateRefund:
    'Invoice {{invoiceNo}} was already paid when your card payment of {{amount}} went through, so the school is refunding the {{amount}} to you. Nothing more is due for this payment.',
  seeInvoice: 'See the invoice',
} as const

export const PAYMENT_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    duplicateRefundTitle: '重复刷卡付款的退款',
    duplicateRefund:
      '您为账单 {{invoiceNo}} 支付的 {{amount}} 刷卡款项到账时，该账单已经付清，因此学校将把这笔 {{amount}} 退还给您。此笔付款无需再做任何处理。',
    seeInvoice: '查看账单',
  },
  ms: {
    duplicateRefundTitle: 'Bayaran balik bagi bayaran kad berganda',
    duplicateRefund:
      'Invois {{invoiceNo}} telah pun dibayar semasa bayaran kad anda sebanyak {{amount}} diterima, jadi pihak sekolah akan membayar balik {{amount}} tersebut kepada anda. Tiada apa-apa lagi yang perlu dibayar bagi bayaran ini.',
    seeInvoice: 'Lihat invois',
  },
  ta: {
    duplicateRefundTitle: 'இருமுறை செலுத்தப்பட்ட அட்டைக் கட்டணத்தின் பணத்திருப்பம்',
    duplicateRefund:
      'உங்கள் {{amount}} அட்டைக் கட்டணம் பெறப்பட்டபோது விலைப்பட்டியல் {{invoiceNo}} ஏற்கெனவே செலுத்தப்பட்டிருந்தது; எனவே பள்ளி அந்த {{amount}} தொகையை உங்களுக்குத் திருப்பித் தரும். இந்தக் கட்டணத்திற்கு நீங்கள் வேறு எதுவும் செய்ய வேண்டியதில்லை.',
    seeInvoice: 'விலைப்பட்டியலைப் பாருங்கள்',
  },
}

export const paymentText = textsIn(PAYMENT_TEXTS)
