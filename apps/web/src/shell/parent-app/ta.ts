import type { Translation } from '../../i18n/translation'
import type { parentAppEn } from './en'

/** பெற்றோர் செயலியின் உரைகள் (தமிழ்): இணைப்பின்றி வாசித்தல், இந்தச் சாதனத்தில் அறிவிப்புகள். */
export const parentAppTa = {
  offlineTitle: 'நீங்கள் இணைய இணைப்பில் இல்லை',
  offlineBody: 'இந்தச் சாதனம் {{when}} அன்று சேமித்தவற்றை நீங்கள் பார்க்கிறீர்கள். இணைப்பு திரும்பியதும் இது புதுப்பிக்கப்படும்.',
} satisfies Translation<typeof parentAppEn>
