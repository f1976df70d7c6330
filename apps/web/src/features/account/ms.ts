import type { Translation } from '../../i18n/translation'
import type { accountEn } from './en'

/** Halaman akaun ibu bapa (Bahasa Melayu). */
export const accountMs = {
  title: 'Akaun saya',
  menu: 'Akaun saya',
  profile: 'Profil',
  firstname: 'Nama pertama',
  lastname: 'Nama keluarga',
  mobile: 'Nombor telefon bimbit',
  mobileHint:
    'Nombor telefon bimbit Singapura: 8 digit bermula dengan 8 atau 9. Kod sekali guna dihantar ke sini.',
  saveProfile: 'Simpan profil',
  profileSaved: 'Profil anda telah disimpan.',
  email: 'E-mel',
  emailCurrent: 'Anda log masuk dengan {{email}}.',
  newEmail: 'Alamat e-mel baharu',
  sendCode: 'Hantar kod',
  codeSent:
    'Kami telah menghantar kod 6 digit ke {{email}}. Masukkannya di sini untuk mengesahkan alamat baharu; sehingga itu anda terus log masuk dengan e-mel semasa anda.',
  code: 'Kod daripada e-mel',
  confirmEmail: 'Sahkan e-mel baharu',
  anotherEmail: 'Gunakan alamat lain',
  emailChanged: 'E-mel anda kini {{email}}.',
  password: 'Kata laluan',
  passwordHelp: 'Selepas perubahan, peranti lain yang telah log masuk akan dilog keluar.',
  currentPassword: 'Kata laluan semasa',
  newPassword: 'Kata laluan baharu',
  changePassword: 'Tukar kata laluan',
  passwordChanged: 'Kata laluan anda telah ditukar.',
  language: 'Bahasa',
  languageHelp: 'Aplikasi, e-mel dan pemberitahuan kepada anda menggunakan bahasa ini.',
  languageSaved: 'Bahasa anda telah disimpan.',
  consents: 'Persetujuan data peribadi',
  noConsents: 'Belum ada persetujuan direkodkan.',
  consentEnquiry: 'Pertanyaan di {{centre}}',
  consentRegistration: 'Pendaftaran akaun',
  consentGiven: 'Dipersetujui pada {{when}} (versi notis {{version}})',
} satisfies Translation<typeof accountEn>
