import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What parents read when a GIRO deduction fails (bell and email), in the four languages. */
const en = {
  failedTitle: 'GIRO deduction failed: invoice {{no}}',
  failed: 'The bank could not deduct {{amount}} for invoice {{no}} ({{reason}}). {{next}}',
  retry:
    'We will try the deduction once more with the next GIRO run; please make sure the account has enough funds.',
  payOtherwise: 'Please pay the invoice by card, PayNow or at the centre.',
  seeInvoice: 'See the invoice',
} as const

export const DEDUCTION_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    failedTitle: 'GIRO 扣款失败：账单 {{no}}',
    failed: '银行未能为账单 {{no}} 扣款 {{amount}}（{{reason}}）。{{next}}',
    retry: '我们将在下一次 GIRO 扣款时再尝试一次，请确保账户有足够的余额。',
    payOtherwise: '请以信用卡、PayNow 或在中心缴付此账单。',
    seeInvoice: '查看账单',
  },
  ms: {
    failedTitle: 'Potongan GIRO gagal: invois {{no}}',
    failed: 'Bank tidak dapat memotong {{amount}} bagi invois {{no}} ({{reason}}). {{next}}',
    retry:
      'Kami akan cuba membuat potongan sekali lagi pada pusingan GIRO yang berikutnya; sila pastikan akaun mempunyai baki yang mencukupi.',
    payOtherwise: 'Sila bayar invois ini dengan kad, PayNow atau di pusat.',
    seeInvoice: 'Lihat invois',
  },
  ta: {
    failedTitle: 'GIRO பிடித்தம் தோல்வியடைந்தது: விலைப்பட்டியல் {{no}}',
    failed: 'விலைப்பட்டியல் {{no}}-க்கான {{amount}}-ஐ வங்கியால் பிடித்தம் செய்ய இயலவில்லை ({{reason}}). {{next}}',
    retry: 'அடுத்த GIRO சுற்றில் மீண்டும் ஒருமுறை பிடித்தம் செய்ய முயல்வோம்; கணக்கில் போதுமான பணம் இருப்பதை உறுதிசெய்யுங்கள்.',
    payOtherwise: 'அட்டை, PayNow மூலமாகவோ மையத்திலோ விலைப்பட்டியலைச் செலுத்துங்கள்.',
    seeInvoice: 'விலைப்பட்டியலைப் பாருங்கள்',
  },
}

export const deductionText = textsIn(DEDUCTION_TEXTS)
