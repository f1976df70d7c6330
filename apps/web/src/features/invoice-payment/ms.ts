import type { Translation } from '../../i18n/translation'
import type { invoicePaymentEn } from './en'

/** Membayar invois bulanan atau ad hoc dari halamannya (ibu bapa, diutamakan untuk telefon) (Bahasa Melayu). */
export const invoicePaymentMs = {
  title: 'Bayar invois ini',
  cardIntro: 'Bayar {{amount}} dengan kad kredit atau debit di halaman pembayaran yang selamat.',
  paid: 'Invois ini telah dibayar. Terima kasih.',
} satisfies Translation<typeof invoicePaymentEn>
