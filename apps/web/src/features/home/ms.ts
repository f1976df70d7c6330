import type { Translation } from '../../i18n/translation'
import type { homeEn } from './en'

/** Teks papan pemuka (Bahasa Melayu; laman utama ibu bapa dan kakitangan). */
export const homeMs = {
  parentTitle: 'Helo, {{name}}',
  parentSubtitle: 'Segala-galanya tentang masa keluarga anda bersama kami, di satu tempat.',
  children: 'Anak-anak anda',
  childrenHelp: 'Pilih seorang anak untuk mengikutinya di seluruh aplikasi.',
  dateOfBirth: 'Tarikh lahir',
  currentClass: 'Kelas',
  noClass: 'Belum ditempatkan dalam kelas',
  selected: 'Dipilih',
  viewProfile: 'Lihat profil {{name}}',
  noChildren:
    'Belum ada anak yang berdaftar dengan kami. Mulakan dengan pertanyaan dan kami akan membimbing anda.',
  newEnquiryTitle: 'Buat pertanyaan untuk anak baharu',
  newEnquiryBody: 'Ceritakan tentang anak anda dan pilih sehingga 3 pusat yang ingin anda lawati.',
  getStarted: 'Mari bermula',
  principalTitle: 'Selamat datang, {{name}}',
  hqScope: 'Ibu pejabat',
  centreScope: 'Pimpinan pusat',
  centres: 'Pusat anda',
  centresHelp: 'Pusat yang boleh anda urus.',
  noCentres: 'Belum ada pusat yang diberikan kepada anda.',
  settings: 'Tetapan',
  settingsHelp: 'Pintasan ke tetapan yang boleh anda urus.',
  noSettings: 'Tiada tetapan tersedia untuk anda.',
  noAddress: 'Tiada alamat dalam rekod',
  waiting: 'Menunggu tindakan anda',
  waitingHelp: 'Buka angka untuk melihat senarainya.',
  documentsToVerify: 'Dokumen untuk disahkan',
  capacityRequests: 'Permohonan kapasiti untuk diputuskan',
  blacklistRequests: 'Permohonan senarai hitam',
} satisfies Translation<typeof homeEn>
