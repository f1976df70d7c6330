import type { Translation } from '../../i18n/translation'
import type { authEn } from './en'

/** Teks skrin log masuk, pendaftaran, kata laluan dan SSO (Bahasa Melayu). */
export const authMs = {
  common: {
    email: 'E-mel',
    password: 'Kata laluan',
    newPassword: 'Kata laluan baharu',
    confirmPassword: 'Sahkan kata laluan',
    showPassword: 'Tunjukkan kata laluan',
    hidePassword: 'Sembunyikan kata laluan',
    backToLogin: 'Kembali ke log masuk',
    goToLogin: 'Pergi ke log masuk',
    passwordHint: '8 hingga 20 aksara, dengan sekurang-kurangnya satu huruf dan satu nombor.',
    invalidLink: 'Pautan ini tidak sah atau telah tamat tempoh. Sila minta pautan baharu.',
    linkProblemTitle: 'Pautan ini tidak boleh digunakan',
    welcomeTo: 'Selamat datang ke {{school}}',
    tagline: 'Buat pertanyaan, lawati dan daftar, dan ikuti setiap langkah hari anak anda.',
  },
  login: {
    title: 'Selamat kembali',
    subtitle: 'Log masuk untuk mengikuti pendaftaran dan kehidupan sekolah anak anda.',
    submit: 'Log masuk',
    forgot: 'Lupa kata laluan?',
    newHere: 'Baru di sini?',
    getStarted: 'Mari bermula',
    userNotFound: 'Tiada akaun ditemui untuk alamat e-mel ini. Sila cuba lagi.',
    incorrectPassword: 'Kata laluan salah. Sila cuba lagi.',
  },
  staff: {
    title: 'Log masuk kakitangan',
    subtitle: 'Gunakan akaun organisasi anda untuk meneruskan.',
    sso: 'Log masuk dengan log masuk tunggal',
    redirecting: 'Membawa anda ke halaman log masuk organisasi anda…',
    userNotFound: 'Pengguna tidak ditemui',
  },
  sso: {
    title: 'Sedang log masuk',
    checking: 'Menyemak akaun anda…',
    failedTitle: 'Kami tidak dapat melog masuk anda',
    backToStaffLogin: 'Kembali ke log masuk kakitangan',
  },
  register: {
    title: 'Cipta kata laluan anda',
    subtitle: 'Hai {{name}}, pilih kata laluan untuk melengkapkan persediaan akaun anda.',
    subtitleNoName: 'Pilih kata laluan untuk melengkapkan persediaan akaun anda.',
    submit: 'Cipta akaun',
    continue: 'Teruskan',
    emailFixed: 'Alamat e-mel yang digunakan semasa anda dijemput.',
    alreadyRegisteredTitle: 'Akaun ini sudah didaftarkan',
    alreadyRegisteredBody: 'Anda boleh log masuk dengan alamat e-mel dan kata laluan anda.',
    close: 'Tutup',
  },
  otp: {
    title: 'Sahkan nombor telefon bimbit anda',
    sentTo:
      'Kami telah menghantar kod {{length}} digit ke nombor telefon bimbit anda yang berakhir dengan {{last4}}.',
    sentToPhone: 'Kami telah menghantar kod {{length}} digit ke nombor telefon bimbit anda.',
    code: 'Kod sekali guna',
    verify: 'Sahkan',
    resend: 'Hantar semula kod',
    resendIn: 'Hantar semula kod dalam {{seconds}} s',
    noCode: 'Tidak menerima kod?',
    incorrect: 'OTP salah',
    incorrectBody: 'OTP salah atau telah tamat tempoh. Sila cuba lagi.',
    resent: 'OTP sekali guna yang baharu telah dihantar ke nombor telefon bimbit anda.',
    resendFailed: 'Berlaku masalah',
    back: 'Tukar kata laluan',
  },
  reset: {
    title: 'Tetapkan kata laluan baharu',
    subtitle: 'Pilih kata laluan baharu untuk akaun anda.',
    submit: 'Tetapkan semula kata laluan',
    doneTitle: 'Kata laluan anda telah ditetapkan semula',
    doneBody: 'Anda kini boleh log masuk dengan kata laluan baharu anda.',
    requestNew: 'Minta pautan baharu',
  },
  forgot: {
    title: 'Lupa kata laluan anda?',
    subtitle:
      'Masukkan alamat e-mel yang anda gunakan untuk log masuk dan kami akan menghantar pautan untuk menetapkan semula kata laluan anda.',
    submit: 'Hantar pautan tetapan semula',
    sentTitle: 'Semak e-mel anda',
    sentBody:
      'Kami telah menghantar e-mel kepada {{email}} dengan pautan untuk menetapkan semula kata laluan anda.',
  },
} satisfies Translation<typeof authEn>
