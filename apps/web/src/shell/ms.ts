import { COPYRIGHT_YEAR } from '@preschool/domain'
import type { Translation } from '../i18n/translation'
import type { shellEn } from './en'

/** Teks rangka aplikasi (Bahasa Melayu): pengepala, menu, pemberitahuan, halaman ralat dan status. */
export const shellMs = {
  notifications: 'Pemberitahuan',
  noNotifications: 'Anda tiada pemberitahuan',
  faq: 'Soalan lazim',
  logout: 'Log keluar',
  menu: 'Menu',
  copyright: `© ${COPYRIGHT_YEAR} Preschool Platform. Hak cipta terpelihara.`,
  scrollTop: 'Kembali ke atas',
  noAccess: 'Anda tidak mempunyai akses yang mencukupi untuk melihat ini',
  notFoundTitle: 'Halaman tidak ditemui',
  notFoundBody: 'Halaman yang anda cari tidak wujud atau telah dipindahkan.',
  goHome: 'Pergi ke papan pemuka',
  goToLogin: 'Pergi ke log masuk',
  noAccessBody: 'Jika anda memerlukan halaman ini, minta akses daripada pentadbir anda.',
  chunkErrorTitle: 'Halaman ini tidak dapat dimuatkan',
  chunkErrorBody:
    'Sebahagian aplikasi mengambil masa terlalu lama untuk dimuatkan atau telah dikemas kini. Semak sambungan anda, kemudian muat semula halaman.',
  reload: 'Muat semula halaman',
  tryAgain: 'Cuba lagi',
  defaultSchoolName: 'Prasekolah',
  homeLink: 'Laman utama {{school}}',
  userMenu: 'Menu akaun untuk {{name}}',
  account: 'Akaun',
  toggleMenu: 'Tunjukkan atau sembunyikan menu',
  faqLink: 'Soalan lazim (dibuka dalam tab baharu)',
  unreadCount: '{{count}} baharu',
  notificationsUnread: 'Pemberitahuan, {{count}} belum dibaca',
  skipToContent: 'Langkau ke kandungan',
  login: 'Log masuk',
  languageMenu: 'Bahasa: {{language}}. Pilih bahasa lain',
  offline: 'Anda nampaknya tidak bersambung ke internet. Semak sambungan anda dan cuba lagi.',
} satisfies Translation<typeof shellEn>
