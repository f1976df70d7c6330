import type { Language } from '@preschool/domain'
import { fill, type TextsByLanguage } from '../../platform/i18n/texts'

/**
 * The fixed words of the invoice and receipt PDFs in the reader's language (issue 27). What the school wrote (the
 * invoice's label, its items) prints as stored: the document is the record the family was billed with.
 */
const en = {
  taxInvoice: 'Tax invoice',
  invoiceNo: 'Invoice no: {{no}}',
  gstNo: 'GST Reg. No.: {{no}}',
  dates: 'Invoice date: {{date}}    Due date: {{due}}',
  item: 'Item',
  qty: 'Qty',
  unitPrice: 'Unit price',
  gst: 'GST',
  amount: 'Amount',
  subtotal: 'Subtotal',
  total: 'Total',
  outstanding: 'Outstanding',
  status: 'Status: {{status}}',
  issued: 'issued',
  paid: 'paid',
  void: 'void',
  payNow: 'Pay by PayNow to UEN {{uen}} with reference {{reference}}',
  receipt: 'Official receipt',
  receiptNo: 'Receipt no: {{no}}',
  date: 'Date: {{date}}',
  forInvoice: 'For invoice: {{no}}',
  payment: 'Payment: {{type}}, reference {{reference}}',
  received: 'Amount received: {{amount}}',
} as const

export const PDF_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    taxInvoice: '税务发票',
    invoiceNo: '账单号码：{{no}}',
    gstNo: '消费税注册号码：{{no}}',
    dates: '账单日期：{{date}}    到期日：{{due}}',
    item: '项目',
    qty: '数量',
    unitPrice: '单价',
    gst: '消费税',
    amount: '金额',
    subtotal: '小计',
    total: '总额',
    outstanding: '未付金额',
    status: '状态：{{status}}',
    issued: '未付',
    paid: '已付',
    void: '作废',
    payNow: '请通过 PayNow 付款至 UEN {{uen}}，参考号码 {{reference}}',
    receipt: '正式收据',
    receiptNo: '收据号码：{{no}}',
    date: '日期：{{date}}',
    forInvoice: '账单：{{no}}',
    payment: '付款方式：{{type}}，参考号码 {{reference}}',
    received: '已收金额：{{amount}}',
  },
  ms: {
    taxInvoice: 'Invois cukai',
    invoiceNo: 'No. invois: {{no}}',
    gstNo: 'No. Pendaftaran GST: {{no}}',
    dates: 'Tarikh invois: {{date}}    Tarikh akhir bayaran: {{due}}',
    item: 'Perkara',
    qty: 'Kuantiti',
    unitPrice: 'Harga seunit',
    gst: 'GST',
    amount: 'Amaun',
    subtotal: 'Jumlah kecil',
    total: 'Jumlah',
    outstanding: 'Belum dibayar',
    status: 'Status: {{status}}',
    issued: 'belum dibayar',
    paid: 'dibayar',
    void: 'batal',
    payNow: 'Bayar melalui PayNow kepada UEN {{uen}} dengan rujukan {{reference}}',
    receipt: 'Resit rasmi',
    receiptNo: 'No. resit: {{no}}',
    date: 'Tarikh: {{date}}',
    forInvoice: 'Untuk invois: {{no}}',
    payment: 'Bayaran: {{type}}, rujukan {{reference}}',
    received: 'Amaun diterima: {{amount}}',
  },
  ta: {
    taxInvoice: 'வரி விலைப்பட்டியல்',
    invoiceNo: 'விலைப்பட்டியல் எண்: {{no}}',
    gstNo: 'GST பதிவு எண்: {{no}}',
    dates: 'விலைப்பட்டியல் தேதி: {{date}}    செலுத்த வேண்டிய தேதி: {{due}}',
    item: 'விவரம்',
    qty: 'அளவு',
    unitPrice: 'அலகு விலை',
    gst: 'GST',
    amount: 'தொகை',
    subtotal: 'துணைத் தொகை',
    total: 'மொத்தம்',
    outstanding: 'நிலுவைத் தொகை',
    status: 'நிலை: {{status}}',
    issued: 'செலுத்தப்படவில்லை',
    paid: 'செலுத்தப்பட்டது',
    void: 'ரத்துசெய்யப்பட்டது',
    payNow: 'UEN {{uen}}-க்கு {{reference}} என்ற குறிப்புடன் PayNow மூலம் செலுத்துங்கள்',
    receipt: 'அதிகாரப்பூர்வ ரசீது',
    receiptNo: 'ரசீது எண்: {{no}}',
    date: 'தேதி: {{date}}',
    forInvoice: 'விலைப்பட்டியல்: {{no}}',
    payment: 'கட்டணம்: {{type}}, குறிப்பு {{reference}}',
    received: 'பெறப்பட்ட தொகை: {{amount}}',
  },
}

export type PdfText = keyof typeof en

/** The PDF's words in one language, placeholders filled. */
export const pdfWords =
  (language: Language) =>
  (key: PdfText, values?: Readonly<Record<string, string | number>>): string =>
    fill(PDF_TEXTS[language][key], values)
