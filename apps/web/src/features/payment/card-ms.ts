import type { Translation } from '../../i18n/translation'
import type { cardPaymentEn } from './card-en'

/** Bahagian bayaran kad pada halaman pembayaran (Bahasa Melayu). */
export const cardPaymentMs = {
  title: 'Bayar dengan kad',
  intro:
    'Bayar yuran pendaftaran sebanyak {{amount}} dengan kad kredit atau debit di halaman pembayaran yang selamat.',
  pay: 'Bayar dengan kad',
  tryAgain: 'Cuba lagi',
  checking: 'Menyemak bayaran anda…',
  paid: 'Terima kasih. Bayaran kad anda telah diterima dan resit anda sudah sedia.',
  stillOpen:
    'Bayaran anda belum selesai. Jika anda telah membayar, halaman ini akan dikemas kini sebentar lagi.',
  lastAttempt: 'Bayaran kad anda yang terakhir tidak berjaya: {{message}}',
} satisfies Translation<typeof cardPaymentEn>
