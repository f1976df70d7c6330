import { textsIn, type TextsByLanguage } from '../i18n/texts'

/** The email that hands a signer their link, in the signer's language (the document's title stays as written). */
const en = {
  subject: 'Please sign: {{title}}',
  greeting: 'Hi {{name}},',
  askFamily: 'Please read and sign the {{title}}.',
  askStaff: 'The family has signed the {{title}}. Please review and sign it for the centre.',
  action: 'Review and sign',
  expiry: 'The link works once and expires in {{days}} days.',
} as const

export const SIGNING_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    subject: '请签署：{{title}}',
    greeting: '{{name}}，您好：',
    askFamily: '请阅读并签署《{{title}}》。',
    askStaff: '家长已签署《{{title}}》。请代表中心审阅并签署。',
    action: '审阅并签署',
    expiry: '此链接只能使用一次，并将在 {{days}} 天后失效。',
  },
  ms: {
    subject: 'Sila tandatangani: {{title}}',
    greeting: 'Salam sejahtera {{name}},',
    askFamily: 'Sila baca dan tandatangani {{title}}.',
    askStaff: 'Keluarga telah menandatangani {{title}}. Sila semak dan tandatanganinya bagi pihak pusat.',
    action: 'Semak dan tandatangan',
    expiry: 'Pautan ini boleh digunakan sekali sahaja dan akan tamat tempoh dalam {{days}} hari.',
  },
  ta: {
    subject: 'கையொப்பமிடுங்கள்: {{title}}',
    greeting: 'வணக்கம் {{name}},',
    askFamily: '{{title}} படிவத்தைப் படித்துக் கையொப்பமிடுங்கள்.',
    askStaff: 'குடும்பத்தினர் {{title}} படிவத்தில் கையொப்பமிட்டுள்ளனர். மையத்தின் சார்பில் அதைச் சரிபார்த்துக் கையொப்பமிடுங்கள்.',
    action: 'சரிபார்த்துக் கையொப்பமிடுக',
    expiry: 'இந்த இணைப்பை ஒருமுறை மட்டுமே பயன்படுத்த முடியும்; {{days}} நாட்களில் காலாவதியாகும்.',
  },
}

export const signingText = textsIn(SIGNING_TEXTS)
