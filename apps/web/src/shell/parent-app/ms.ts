import type { Translation } from '../../i18n/translation'
import type { parentAppEn } from './en'

/** Teks aplikasi ibu bapa (Bahasa Melayu): membaca di luar talian, dan pemberitahuan pada peranti ini. */
export const parentAppMs = {
  offlineTitle: 'Anda di luar talian',
  offlineBody:
    'Anda sedang membaca maklumat yang disimpan oleh peranti ini pada {{when}}. Ia dikemas kini apabila anda kembali dalam talian.',
  pushTitle: 'Pemberitahuan pada peranti ini',
  pushHelp:
    'Terima pemberitahuan anda (keputusan lawatan, tawaran, dokumen, invois, mesej daripada sekolah, daftar masuk dan daftar keluar) pada peranti ini, walaupun aplikasi ditutup.',
  pushTurnOn: 'Hidupkan pemberitahuan',
  pushTurnOff: 'Matikan pemberitahuan',
  pushIsOn: 'Pemberitahuan dihidupkan untuk peranti ini.',
  pushDenied:
    'Pelayar ini menyekat pemberitahuan daripada aplikasi ini. Benarkan dalam tetapan pelayar, kemudian cuba lagi.',
  pushUnsupported:
    'Pelayar ini tidak dapat menerima pemberitahuan. Pada iPhone, tambahkan aplikasi ke Skrin Utama dahulu, kemudian bukanya dari situ.',
  pushKinds: 'Pemberitahuan yang sampai ke peranti anda',
  pushKindsHelp: 'Yang lain masih dipaparkan pada loceng dalam aplikasi.',
  pushKindsSaved: 'Pilihan anda telah disimpan.',
  pushKind: {
    visit: 'Tempahan dan keputusan lawatan',
    offer: 'Tawaran tempat',
    document: 'Keputusan dokumen',
    invoice: 'Invois',
    event: 'Acara dan fotonya',
    attendance: 'Daftar masuk dan daftar keluar',
    other: 'Lain-lain (kesihatan, kecederaan, cuti, penarikan diri, pertukaran)',
  },
} satisfies Translation<typeof parentAppEn>
