import type { Translation } from '../../i18n/translation'
import type { pickupsEn } from './en'

/** Teks tab Pengambil anak pada profil kanak-kanak (Bahasa Melayu). */
export const pickupsMs = {
  tab: 'Pengambil',
  intro:
    'Selain ibu bapa, hanya orang-orang ini boleh mengambil anak anda. Semasa daftar keluar, kakitangan pusat akan melihat nama dan gambar mereka.',
  listLabel: 'Orang yang dibenarkan mengambil anak',
  empty: 'Belum ada orang yang dibenarkan mengambil anak.',
  photo: 'Gambar',
  photoOf: 'Gambar {{name}}',
  name: 'Nama',
  relation: 'Hubungan dengan kanak-kanak',
  mobile: 'Nombor telefon bimbit',
  add: 'Tambah orang',
  addTitle: 'Tambah orang yang dibenarkan mengambil anak',
  editTitle: 'Ubah {{name}}',
  edit: 'Ubah',
  remove: 'Buang',
  save: 'Simpan',
  removeTitle: 'Buang {{name}}?',
  removeText: '{{name}} tidak lagi boleh mengambil anak ini. Gambarnya akan dipadam.',
  full: 'Senarai sudah penuh: buang seorang dahulu sebelum menambah yang lain.',
} satisfies Translation<typeof pickupsEn>
