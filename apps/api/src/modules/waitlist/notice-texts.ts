import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What parents read about an offer of a place (bell and email), in the four languages. */
const en = {
  offeredTitle: 'A place is offered',
  offered: '{{centre}} offers {{child}} a place from {{month}}. Please start the registration by {{due}}.',
  offeredNoDue: '{{centre}} offers {{child}} a place from {{month}}. Please start the registration.',
  declinedTitle: 'Offer of a place declined',
  declined:
    'The place offered to {{child}} at {{centre}} from {{month}} is declined. {{child}} stays on the waitlist.',
  lapsedTitle: 'Offer of a place lapsed',
  lapsed:
    'The place offered to {{child}} at {{centre}} was not taken up by {{due}} and has lapsed. {{child}} stays on the waitlist.',
  itsDueDate: 'its due date',
} as const

export const OFFER_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    offeredTitle: '学位录取通知',
    offered: '{{centre}} 为 {{child}} 提供自 {{month}} 起的学位。请在 {{due}} 前开始办理注册。',
    offeredNoDue: '{{centre}} 为 {{child}} 提供自 {{month}} 起的学位。请开始办理注册。',
    declinedTitle: '已谢绝学位',
    declined: '{{centre}} 为 {{child}} 提供的自 {{month}} 起的学位已被谢绝。{{child}} 仍保留在候补名单上。',
    lapsedTitle: '学位录取已失效',
    lapsed: '{{centre}} 为 {{child}} 提供的学位未在 {{due}} 前接受，现已失效。{{child}} 仍保留在候补名单上。',
    itsDueDate: '截止日期',
  },
  ms: {
    offeredTitle: 'Tempat ditawarkan',
    offered:
      '{{centre}} menawarkan tempat kepada {{child}} mulai {{month}}. Sila mulakan pendaftaran sebelum {{due}}.',
    offeredNoDue: '{{centre}} menawarkan tempat kepada {{child}} mulai {{month}}. Sila mulakan pendaftaran.',
    declinedTitle: 'Tawaran tempat ditolak',
    declined:
      'Tempat yang ditawarkan kepada {{child}} di {{centre}} mulai {{month}} telah ditolak. {{child}} kekal dalam senarai menunggu.',
    lapsedTitle: 'Tawaran tempat telah luput',
    lapsed:
      'Tempat yang ditawarkan kepada {{child}} di {{centre}} tidak diambil sebelum {{due}} dan telah luput. {{child}} kekal dalam senarai menunggu.',
    itsDueDate: 'tarikh akhirnya',
  },
  ta: {
    offeredTitle: 'இடம் வழங்கப்படுகிறது',
    offered: '{{month}} முதல் {{child}}-க்கு {{centre}} ஓர் இடத்தை வழங்குகிறது. {{due}}-க்குள் பதிவைத் தொடங்குங்கள்.',
    offeredNoDue: '{{month}} முதல் {{child}}-க்கு {{centre}} ஓர் இடத்தை வழங்குகிறது. பதிவைத் தொடங்குங்கள்.',
    declinedTitle: 'வழங்கப்பட்ட இடம் மறுக்கப்பட்டது',
    declined:
      '{{centre}}-இல் {{month}} முதல் {{child}}-க்கு வழங்கப்பட்ட இடம் மறுக்கப்பட்டது. {{child}} காத்திருப்புப் பட்டியலில் தொடர்கிறார்.',
    lapsedTitle: 'வழங்கப்பட்ட இடம் காலாவதியானது',
    lapsed:
      '{{centre}}-இல் {{child}}-க்கு வழங்கப்பட்ட இடம் {{due}}-க்குள் ஏற்கப்படாததால் காலாவதியானது. {{child}} காத்திருப்புப் பட்டியலில் தொடர்கிறார்.',
    itsDueDate: 'அதன் இறுதித் தேதி',
  },
}

export const offerText = textsIn(OFFER_TEXTS)
