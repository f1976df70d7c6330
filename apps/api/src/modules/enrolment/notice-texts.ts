import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What parents read as the registration ends in enrolment (bells and emails), in the four languages. */
const en = {
  enrolledTitle: 'Enrolment confirmed',
  enrolled: '{{child}} is enrolled at {{centre}} from {{date}}.',
  feePaidTitle: 'Registration fee received',
  feePaid:
    'Thank you: the registration fee for {{child}} is paid. Set up GIRO for the monthly fees to complete the enrolment.',
  giroRejectedTitle: 'GIRO application rejected',
  giroRejected:
    'The GIRO application for {{child}} was rejected, so the registration fee is not paid yet. Please pay it by card or PayNow, or apply for GIRO again.',
  giroTerminatedTitle: 'GIRO arrangement terminated',
  giroTerminated:
    'The GIRO arrangement for {{child}} was terminated before the registration fee was paid. Please pay it by card or PayNow, or apply for GIRO again.',
} as const

export const ENROLMENT_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    enrolledTitle: '入学已确认',
    enrolled: '{{child}} 已获 {{centre}} 录取，自 {{date}} 起入学。',
    feePaidTitle: '已收到注册费',
    feePaid: '谢谢您：{{child}} 的注册费已付清。请为每月学费办理 GIRO 转账，以完成入学手续。',
    giroRejectedTitle: 'GIRO 申请未获批准',
    giroRejected:
      '{{child}} 的 GIRO 申请未获批准，因此注册费尚未支付。请以信用卡或 PayNow 付款，或重新申请 GIRO。',
    giroTerminatedTitle: 'GIRO 安排已终止',
    giroTerminated: '{{child}} 的 GIRO 安排在注册费支付前已终止。请以信用卡或 PayNow 付款，或重新申请 GIRO。',
  },
  ms: {
    enrolledTitle: 'Pendaftaran masuk disahkan',
    enrolled: '{{child}} telah didaftarkan di {{centre}} mulai {{date}}.',
    feePaidTitle: 'Yuran pendaftaran diterima',
    feePaid:
      'Terima kasih: yuran pendaftaran bagi {{child}} telah dibayar. Sila sediakan GIRO untuk yuran bulanan bagi melengkapkan pendaftaran.',
    giroRejectedTitle: 'Permohonan GIRO ditolak',
    giroRejected:
      'Permohonan GIRO bagi {{child}} telah ditolak, jadi yuran pendaftaran belum dibayar. Sila bayar dengan kad atau PayNow, atau mohon GIRO sekali lagi.',
    giroTerminatedTitle: 'Susunan GIRO ditamatkan',
    giroTerminated:
      'Susunan GIRO bagi {{child}} telah ditamatkan sebelum yuran pendaftaran dibayar. Sila bayar dengan kad atau PayNow, atau mohon GIRO sekali lagi.',
  },
  ta: {
    enrolledTitle: 'சேர்க்கை உறுதிசெய்யப்பட்டது',
    enrolled: '{{date}} முதல் {{child}} {{centre}}-இல் சேர்க்கப்பட்டுள்ளார்.',
    feePaidTitle: 'பதிவுக் கட்டணம் பெறப்பட்டது',
    feePaid:
      'நன்றி: {{child}}-க்கான பதிவுக் கட்டணம் செலுத்தப்பட்டது. சேர்க்கையை நிறைவுசெய்ய, மாதாந்திரக் கட்டணங்களுக்கு GIRO-வை அமையுங்கள்.',
    giroRejectedTitle: 'GIRO விண்ணப்பம் நிராகரிக்கப்பட்டது',
    giroRejected:
      '{{child}}-க்கான GIRO விண்ணப்பம் நிராகரிக்கப்பட்டதால், பதிவுக் கட்டணம் இன்னும் செலுத்தப்படவில்லை. அட்டை அல்லது PayNow மூலம் செலுத்துங்கள், அல்லது மீண்டும் GIRO-க்கு விண்ணப்பியுங்கள்.',
    giroTerminatedTitle: 'GIRO ஏற்பாடு நிறுத்தப்பட்டது',
    giroTerminated:
      'பதிவுக் கட்டணம் செலுத்தப்படும் முன்பே {{child}}-க்கான GIRO ஏற்பாடு நிறுத்தப்பட்டது. அட்டை அல்லது PayNow மூலம் செலுத்துங்கள், அல்லது மீண்டும் GIRO-க்கு விண்ணப்பியுங்கள்.',
  },
}

export const enrolmentText = textsIn(ENROLMENT_TEXTS)
