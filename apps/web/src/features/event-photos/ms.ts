import type { Translation } from '../../i18n/translation'
import type { eventPhotosEn } from './en'

/** Teks album foto acara (Bahasa Melayu; bahagian Foto kakitangan dan album keluarga pada kad acara). */
export const eventPhotosMs = {
  title: 'Foto',
  upload: 'Muat naik foto',
  uploading: 'Memuat naik {{done}} daripada {{total}}',
  uploaded: '{{count}} foto ditambah, menunggu semakan',
  tagChildren: 'Kanak-kanak dalam foto ini',
  noneYet: 'Belum ada foto.',
  publish: 'Terbitkan',
  unpublish: 'Nyahterbit',
  delete: 'Padam',
  select: 'Pilih foto',
  selectAll: 'Pilih semua',
  published: 'Foto diterbitkan',
  unpublished: 'Foto dinyahterbit',
  deleted: 'Foto dipadam',
  deleteTitle: 'Padam foto?',
  deleteText: 'Foto yang dipilih dibuang daripada album dan failnya dipadam.',
  statuses: { unpublished: 'Belum diterbitkan', published: 'Diterbitkan' },
  noConsent: 'Tiada kebenaran foto',
  showAlbum: 'Foto',
  hideAlbum: 'Sembunyi foto',
  albumEmpty: 'Belum ada foto daripada acara ini.',
  download: 'Muat turun',
  consentLabel: 'Benarkan {{name}} muncul dalam foto yang dilihat oleh keluarga lain',
  consentSaved: 'Kebenaran foto disimpan',
  editTags: 'Tag',
  tagsSaved: 'Tag disimpan',
  openPhoto: 'Buka foto',
  close: 'Tutup',
} satisfies Translation<typeof eventPhotosEn>
