import type { Translation } from '../../i18n/translation'
import type { publicEn } from './en'

/** Teks halaman awam (Bahasa Melayu; /parentsearch). */
export const publicMs = {
  searchTitle: 'Cari pusat',
  searchIntro:
    'Cari mengikut poskod atau tempat untuk melihat pusat berhampiran anda, berapa lama menunggu dan berapa yang perlu anda bayar.',
  searchMeta:
    'Cari pusat prasekolah berhampiran anda: masa menunggu dan yuran bulanan selepas anggaran subsidi.',
  filters: 'Apa yang anda cari',
  level: 'Peringkat',
  programme: 'Program',
  anyProgramme: 'Sebarang program',
  month: 'Bulan mula',
  vacancyOnly: 'Hanya pusat yang ada tempat sekarang',
  household: 'Isi rumah anda (untuk anggaran subsidi)',
  citizen: 'Anak saya warganegara Singapura',
  working: 'Pemohon utama bekerja 56 jam sebulan atau lebih',
  income: 'Pendapatan kasar bulanan isi rumah ($)',
  incomeHint: 'Pilihan: tanpanya hanya subsidi asas dikira',
  found_one: '{{count}} pusat ditemui',
  found_other: '{{count}} pusat ditemui',
  noCentres:
    'Tiada pusat dalam lingkungan {{radius}} km menawarkan peringkat ini. Cuba poskod atau tempat lain.',
  searchStart: 'Taip poskod (6 digit) atau tempat untuk melihat pusat berhampiran.',
  distance: '{{distance}} km dari sini',
  levels: 'Peringkat: {{levels}}',
  vacancyNow: 'Ada tempat',
  noVacancyNow: 'Senarai menunggu sahaja',
  waitNone: 'Tiada keluarga menunggu',
  waitQueue_one: '{{count}} keluarga sedang menunggu',
  waitQueue_other: '{{count}} keluarga sedang menunggu',
  expected: 'Tempat dijangka ada sekitar {{month}}',
  expectedUnknown: 'Tiada tempat dijangka dalam 12 bulan akan datang',
  fee: 'Yuran bulanan: {{fee}}',
  feeAfterSubsidy: 'Selepas subsidi: {{fee}} sebulan',
  subsidy: 'Anggaran subsidi {{amount}}',
  noFee: 'Yuran atas permintaan',
  estimateNote: 'Subsidi ini hanya anggaran; ECDA menentukan jumlahnya berdasarkan pendapatan yang disahkan.',
  enquire: 'Buat pertanyaan di pusat ini',
  figuresLoading: 'Mencari masa menunggu dan yuran',
  publicLinks: 'Untuk ibu bapa',
  linkSearch: 'Cari pusat',
  linkIntro: 'Tentang kami',
  linkInfo: 'Sebelum anda membuat pertanyaan',
} as const satisfies Translation<typeof publicEn>
