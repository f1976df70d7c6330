import type { Translation } from '../../i18n/translation'
import type { esignEn } from './en'

/** Teks borang persetujuan (tandatangan elektronik; Bahasa Melayu): status dan halaman menandatangan. */
export const esignMs = {
  title: 'Borang persetujuan',
  intro:
    'Setiap orang yang dinamakan di sini menandatangani borang pendaftaran secara bergilir, melalui pautan yang dihantar ke e-mel mereka.',
  applicantName: 'Nama anda',
  applicantEmail: 'E-mel anda',
  spouseName: 'Nama pasangan (pilihan)',
  parentName: 'Nama ibu bapa',
  parentEmail: 'E-mel ibu bapa',
  parentSpouseName: 'Nama pasangan ibu bapa (pilihan)',
  spouseEmail: 'E-mel pasangan',
  centreSigns: 'Pusat menandatangani selepas keluarga ({{name}})',
  send: 'Hantar untuk ditandatangani',
  status: 'Status: {{status}}',
  participant: '{{order}}. {{name}} ({{role}})',
  roleApplicant: 'pemohon',
  roleSpouse: 'pasangan',
  roleStaff: 'pusat',
  signedPdf: 'Buka borang yang telah ditandatangani',
  linksExpired:
    'Pautan untuk menandatangan telah tamat tempoh. Hantar borang sekali lagi untuk bermula semula.',
  signTitle: 'Tandatangan: {{title}}',
  signingAs: 'Anda menandatangani sebagai {{name}}, penandatangan {{order}} daripada {{count}}.',
  hash: 'Cap jari dokumen (SHA-256): {{hash}}',
  signature: 'Tandatangan anda',
  agree: 'Saya telah membaca borang ini dan bersetuju untuk menandatanganinya secara elektronik.',
  sign: 'Tandatangan',
  signed: 'Terima kasih. Tandatangan anda telah direkodkan.',
  signedNext: 'Pautan telah dihantar kepada orang seterusnya.',
} satisfies Translation<typeof esignEn>
