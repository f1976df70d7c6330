import type { Translation } from '../../i18n/translation'
import type { refusalsEn } from './en'

/** Sebab pelayan menolak tindakan ibu bapa (Bahasa Melayu). */
export const refusalsMs = {
  kiosk: {
    closed: 'Kiosk ini telah ditutup. Minta kakitangan pusat membukanya semula.',
    passInvalid: 'Kod ini tidak sah. Minta kod baharu dalam aplikasi ibu bapa.',
    passExpired: 'Kod ini telah tamat tempoh. Tunjukkan kod baharu daripada aplikasi ibu bapa.',
    passUsed: 'Kod ini telah digunakan. Tunjukkan kod baharu daripada aplikasi ibu bapa.',
    noChildHere: 'Tiada anak anda berada di pusat ini hari ini',
    chooseChildren: 'Pilih anak-anak',
    notAuthorised:
      'Anda bukan orang yang diberi kuasa untuk mengambil kanak-kanak ini. Kakitangan pusat telah dimaklumkan.',
    tooManyPickups:
      'Seorang kanak-kanak boleh mempunyai paling banyak 10 orang yang diberi kuasa untuk mengambilnya',
    mobileTaken:
      'Nombor telefon bimbit ini sudah didaftarkan sebagai orang yang diberi kuasa mengambil kanak-kanak ini',
  },
} satisfies Translation<typeof refusalsEn>
