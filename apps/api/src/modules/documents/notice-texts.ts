import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What parents read about their registration documents (bell and email), in the four languages. */
const en = {
  rejectedTitle: 'Please upload a new document',
  rejected: 'Your {{type}} could not be accepted: {{remark}}. Please upload a new one.',
  document: 'document',
  verifiedTitle: 'Documents verified',
  verified:
    'Every registration document is verified. Please sign the consent form to continue the registration.',
} as const

export const DOCUMENT_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    rejectedTitle: '请重新上传文件',
    rejected: '您的{{type}}未能通过审核：{{remark}}。请重新上传。',
    document: '文件',
    verifiedTitle: '文件已核实',
    verified: '所有注册文件均已核实。请签署同意书，以继续办理注册。',
  },
  ms: {
    rejectedTitle: 'Sila muat naik dokumen baharu',
    rejected: '{{type}} anda tidak dapat diterima: {{remark}}. Sila muat naik yang baharu.',
    document: 'Dokumen',
    verifiedTitle: 'Dokumen telah disahkan',
    verified:
      'Semua dokumen pendaftaran telah disahkan. Sila tandatangani borang persetujuan untuk meneruskan pendaftaran.',
  },
  ta: {
    rejectedTitle: 'புதிய ஆவணத்தைப் பதிவேற்றுங்கள்',
    rejected: 'உங்கள் {{type}} ஏற்கப்படவில்லை: {{remark}}. தயவுசெய்து புதியதைப் பதிவேற்றுங்கள்.',
    document: 'ஆவணம்',
    verifiedTitle: 'ஆவணங்கள் சரிபார்க்கப்பட்டன',
    verified: 'பதிவுக்கான அனைத்து ஆவணங்களும் சரிபார்க்கப்பட்டன. பதிவைத் தொடர ஒப்புதல் படிவத்தில் கையொப்பமிடுங்கள்.',
  },
}

export const documentText = textsIn(DOCUMENT_TEXTS)
