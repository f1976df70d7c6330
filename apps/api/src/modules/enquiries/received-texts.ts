import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What a signed-in parent reads once their enquiry is in (bell and email), in the four languages. */
const en = {
  receivedTitle: 'Enquiry received',
  received:
    'Thank you for your enquiry for {{child}} at {{where}}. You can follow it and book the next step from your dashboard.',
  separator: ', ',
  lastOf: '{{list}} and {{last}}',
} as const

export const ENQUIRY_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    receivedTitle: '已收到您的报名询问',
    received: '感谢您为 {{child}} 报名询问 {{where}}。您可以在主页跟进进度，并预约下一步。',
    separator: '、',
    lastOf: '{{list}}和{{last}}',
  },
  ms: {
    receivedTitle: 'Pertanyaan diterima',
    received:
      'Terima kasih atas pertanyaan anda untuk {{child}} di {{where}}. Anda boleh mengikutinya dan menempah langkah seterusnya dari papan pemuka anda.',
    separator: ', ',
    lastOf: '{{list}} dan {{last}}',
  },
  ta: {
    receivedTitle: 'விசாரணை பெறப்பட்டது',
    received:
      '{{where}}-இல் {{child}}-க்கான உங்கள் விசாரணைக்கு நன்றி. உங்கள் முகப்புப் பக்கத்தில் அதைப் பின்தொடர்ந்து அடுத்த படியை முன்பதிவு செய்யலாம்.',
    separator: ', ',
    lastOf: '{{list}} மற்றும் {{last}}',
  },
}

export const enquiryText = textsIn(ENQUIRY_TEXTS)
