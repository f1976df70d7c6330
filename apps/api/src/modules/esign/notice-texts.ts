import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What the family reads once everyone has signed the registration form (bell and email), in the four languages. */
const en = {
  signedTitle: 'Consent form signed',
  signed: 'Everyone has signed the registration form. The next step is the registration payment.',
} as const

export const CONSENT_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    signedTitle: '同意书已签署',
    signed: '所有人均已签署注册表格。下一步是缴付注册费。',
  },
  ms: {
    signedTitle: 'Borang persetujuan telah ditandatangani',
    signed:
      'Semua pihak telah menandatangani borang pendaftaran. Langkah seterusnya ialah bayaran pendaftaran.',
  },
  ta: {
    signedTitle: 'ஒப்புதல் படிவத்தில் கையொப்பமிடப்பட்டது',
    signed: 'அனைவரும் பதிவுப் படிவத்தில் கையொப்பமிட்டுள்ளனர். அடுத்த படி பதிவுக் கட்டணம் செலுத்துவது.',
  },
}

export const consentText = textsIn(CONSENT_TEXTS)
