import type { Translation } from '../../i18n/translation'
import type { uploadEn } from './en'

/** Teks ruangan muat naik fail dan imej (Bahasa Melayu). */
export const uploadMs = {
  chooseImage: 'Pilih imej',
  replaceImage: 'Ganti imej',
  removeImage: 'Buang imej',
  chooseFile: 'Pilih fail',
  replaceFile: 'Ganti fail',
  removeFile: 'Buang fail',
  noImage: 'Tiada imej',
  noFile: 'Tiada fail dipilih',
  previewOf: 'Pratonton {{label}}',
  progressOf: 'Memuat naik {{label}}',
  uploading: 'Memuat naik… {{percent}}%',
  uploaded: 'Dimuat naik',
  rules: '{{formats}}, sehingga {{size}}',
  or: 'atau',
  view: 'Lihat {{name}}',
  takePhoto: 'Ambil gambar',
} satisfies Translation<typeof uploadEn>
