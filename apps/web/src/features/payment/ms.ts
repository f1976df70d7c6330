import type { Translation } from '../../i18n/translation'
import type { paymentEn } from './en'

/** Teks halaman pembayaran (Bahasa Melayu; bayaran pendaftaran). */
export const paymentMs = {
  title: 'Bayaran pendaftaran',
  registrationInvoice: 'Invois pendaftaran',
  draftMonthly: 'Bulan pertama (anggaran)',
  draftHelp: 'Belum dibilkan: invois bulanan pertama dikeluarkan apabila bulan itu bermula.',
  invoiceNo: 'Invois {{no}}',
  dates: 'Dikeluarkan {{issued}} · perlu dibayar {{due}}',
  gst: 'GST',
  subtotal: 'Jumlah kecil',
  total: 'Jumlah',
  outstanding: 'Baki tertunggak',
  lineDetail: '{{quantity}} × {{price}} · GST {{tax}}',
  status: {
    issued: 'Belum dibayar',
    paid: 'Telah dibayar',
    void: 'Dibatalkan',
    byGiro: 'Akan dibayar melalui GIRO',
  },
  downloadInvoice: 'PDF invois',
  payNowTitle: 'Bayar melalui PayNow',
  payNowHelp:
    'Imbas kod dengan aplikasi bank anda. Ia membayar {{amount}} kepada UEN {{uen}} dengan rujukan {{reference}}; pusat akan mengesahkan bayaran sebaik sahaja ia diterima dalam akaunnya.',
  payNowQr: 'Kod QR PayNow untuk membayar {{amount}} dengan rujukan {{reference}}',
  noPayNow:
    'Sekolah menerima bayaran di pusat atau melalui pindahan bank dengan nombor invois sebagai rujukan.',
  receipts: 'Resit',
  noReceipts: 'Belum ada bayaran diterima.',
  receiptLine: '{{no}} · {{amount}} · {{type}}',
  downloadReceipt: 'PDF resit {{no}}',
  enrolment: {
    pending_registration_payment: 'Menunggu bayaran pendaftaran.',
    pending_giro:
      'Yuran pendaftaran telah diterima. Sediakan GIRO untuk yuran bulanan bagi melengkapkan pendaftaran.',
    enrolled: 'Telah didaftarkan. Selamat datang ke pusat kami!',
    other: 'Langkah pembayaran dibuka sebaik sahaja borang persetujuan ditandatangani.',
  },
  notYet:
    'Belum ada apa-apa untuk dibayar: invois dikeluarkan setelah semua peserta menandatangani borang persetujuan.',
  paymentTypes: {
    card: 'Kad',
    paynow: 'PayNow',
    giro: 'GIRO',
    cash: 'Tunai',
    cheque: 'Cek',
    bank_transfer: 'Pindahan bank',
  },
  openPayment: 'Bayar yuran pendaftaran',
  confirm: {
    action: 'Sahkan bayaran',
    title: 'Sahkan bayaran pendaftaran',
    help: 'Semak penyata bank (atau tunai atau cek yang diterima) terlebih dahulu: invois dijelaskan sepenuhnya dengan resit.',
    paymentType: 'Jenis bayaran',
    reference: 'Rujukan',
    referenceHelp: 'Seperti pada penyata bank; bagi PayNow, nombor invois yang digunakan oleh pembayar.',
    submit: 'Sahkan bayaran',
    done: 'Bayaran direkodkan: resit {{no}}.',
    duplicate: 'Rujukan ini telah direkodkan sebelum ini: resit {{no}}.',
  },
} satisfies Translation<typeof paymentEn>
