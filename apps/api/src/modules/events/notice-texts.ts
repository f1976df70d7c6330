import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What attending families read of an event's cancellation and of its new photos (bell), in the four languages. */
const en = {
  cancelledTitle: 'Event cancelled: {{event}}',
  cancelled: 'The event you registered for has been cancelled.',
  photosTitle: 'New photos: {{event}}',
  onePhoto: '{{count}} new photo from {{event}}',
  manyPhotos: '{{count}} new photos from {{event}}',
} as const

export const EVENT_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    cancelledTitle: '活动已取消：{{event}}',
    cancelled: '您报名参加的活动已取消。',
    photosTitle: '新照片：{{event}}',
    onePhoto: '{{event}}有 {{count}} 张新照片',
    manyPhotos: '{{event}}有 {{count}} 张新照片',
  },
  ms: {
    cancelledTitle: 'Acara dibatalkan: {{event}}',
    cancelled: 'Acara yang anda daftarkan telah dibatalkan.',
    photosTitle: 'Gambar baharu: {{event}}',
    onePhoto: '{{count}} gambar baharu daripada {{event}}',
    manyPhotos: '{{count}} gambar baharu daripada {{event}}',
  },
  ta: {
    cancelledTitle: 'நிகழ்வு ரத்து செய்யப்பட்டது: {{event}}',
    cancelled: 'நீங்கள் பதிவுசெய்த நிகழ்வு ரத்து செய்யப்பட்டுள்ளது.',
    photosTitle: 'புதிய புகைப்படங்கள்: {{event}}',
    onePhoto: '{{event}} நிகழ்விலிருந்து {{count}} புதிய புகைப்படம்',
    manyPhotos: '{{event}} நிகழ்விலிருந்து {{count}} புதிய புகைப்படங்கள்',
  },
}

export const eventText = textsIn(EVENT_TEXTS)
