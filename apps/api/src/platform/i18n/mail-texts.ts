import type { TextsByLanguage } from './texts'

/** The fixed words of every email's layout (platform/mail/layout.ts), per language. */
const en = {
  greeting: 'Hi {{name}},',
  signOff: 'Warm regards,',
  copyAddress: 'Or copy this address into your browser:',
  seeEnquiry: 'See your enquiry',
} as const

export const MAIL_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    greeting: '{{name}}，您好：',
    signOff: '此致敬礼',
    copyAddress: '或将此网址复制到浏览器中打开：',
    seeEnquiry: '查看您的报名询问',
  },
  ms: {
    greeting: 'Salam sejahtera {{name}},',
    signOff: 'Salam hormat,',
    copyAddress: 'Atau salin alamat ini ke dalam pelayar anda:',
    seeEnquiry: 'Lihat pertanyaan anda',
  },
  ta: {
    greeting: 'வணக்கம் {{name}},',
    signOff: 'அன்புடன்,',
    copyAddress: 'அல்லது இந்த முகவரியை உங்கள் உலாவியில் நகலெடுத்து ஒட்டவும்:',
    seeEnquiry: 'உங்கள் விசாரணையைப் பாருங்கள்',
  },
}
