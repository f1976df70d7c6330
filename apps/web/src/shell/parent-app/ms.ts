import type { Translation } from '../../i18n/translation'
import type { parentAppEn } from './en'

/** Teks aplikasi ibu bapa (Bahasa Melayu): membaca di luar talian, dan pemberitahuan pada peranti ini. */
export const parentAppMs = {
  offlineTitle: 'Anda di luar talian',
  offlineBody:
    'Anda sedang membaca maklumat yang disimpan oleh peranti ini pada {{when}}. Ia dikemas kini apabila anda kembali dalam talian.',
} satisfies Translation<typeof parentAppEn>
