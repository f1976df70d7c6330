import type { Translation } from '../../i18n/translation'
import type { invoicePaymentEn } from './en'

/** மாதாந்திர அல்லது தனி விலைப்பட்டியலை அதன் பக்கத்திலிருந்தே செலுத்துதல் (பெற்றோர், கைப்பேசியில்) (தமிழ்). */
export const invoicePaymentTa = {
  title: 'இந்த விலைப்பட்டியலைச் செலுத்துங்கள்',
  cardIntro: 'பாதுகாப்பான கட்டணப் பக்கத்தில் கடன் அட்டை அல்லது டெபிட் அட்டை மூலம் {{amount}} செலுத்துங்கள்.',
  paid: 'இந்த விலைப்பட்டியல் செலுத்தப்பட்டுவிட்டது. நன்றி.',
} satisfies Translation<typeof invoicePaymentEn>
