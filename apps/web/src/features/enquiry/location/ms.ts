import type { Translation } from '../../../i18n/translation'
import type { enquiryLocationEn } from './en'

/** Teks carian pusat dan peta borang pertanyaan (Bahasa Melayu). */
export const enquiryLocationMs = {
  needDates: 'Pilih tarikh lahir dan bulan pendaftaran dahulu untuk melihat pusat.',
  postalCode: 'Poskod anda',
  postalCodeHint:
    'Enam digit; menanda tempat tinggal anda dan menyenaraikan pusat dalam {{radius}} km, yang terdekat dahulu',
  map: 'Peta pusat. Pusat yang sama disenaraikan di bawah peta.',
  mapLoading: 'Memuatkan peta…',
  legend: 'Pusat yang anda minati (sehingga {{max}})',
  limit: 'Anda boleh memilih paling banyak {{max}} pusat.',
  limitInfo: 'Mengapa {{centre}} tidak boleh dipilih',
  chosen: 'Pusat pilihan anda ({{count}} daripada {{max}})',
  remove: 'Buang {{centre}}',
  search: 'Poskod atau tempat',
  searchHint: 'Pusat dalam {{radius}} km, yang terdekat dahulu',
  searchStart: 'Taip poskod atau tempat di Singapura untuk melihat pusat berhampiran.',
  distance: '{{distance}} km',
} satisfies Translation<typeof enquiryLocationEn>
