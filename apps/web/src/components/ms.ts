import type { Translation } from '../i18n/translation'
import type { commonEn } from './en'

/** Teks biasa (Bahasa Melayu). */
export const commonMs = {
  chooseDate: 'Pilih {{label}} daripada kalendar',
  cancel: 'Batal',
  save: 'Simpan',
  delete: 'Padam',
  add: 'Tambah',
  yes: 'Ya',
  no: 'Tidak',
  loading: 'Memuatkan…',
  somethingWrong: 'Berlaku masalah',
  noData: 'Tiada data',
  noResult: 'Tiada hasil ditemui',
  noOptions: 'Tiada pilihan',
  active: 'Aktif',
  inactive: 'Tidak aktif',
  leaveTitle: 'Tinggalkan halaman ini?',
  leaveText:
    'Perubahan anda pada halaman ini belum disimpan. Jika anda keluar sekarang, perubahan itu akan hilang.',
  leave: 'Keluar',
  stay: 'Kekal',
  chooseOption: 'Pilih…',
  selectAll: 'Pilih semua',
  selectRow: 'Pilih {{label}}',
  selected_one: '{{count}} dipilih',
  selected_other: '{{count}} dipilih',
  exportCsv: 'Eksport CSV',
  exportXlsx: 'Eksport Excel',
  exporting: 'Mengeksport…',
  retry: 'Cuba lagi',
  actions: 'Tindakan',
  countryCode: 'Kod negara',
  signature: {
    draw: 'Lukis',
    type: 'Taip',
    clear: 'Kosongkan',
    pad: 'Tandatangan di sini dengan jari atau tetikus anda',
    typed: 'Taip nama penuh anda',
  },
} satisfies Translation<typeof commonEn>
