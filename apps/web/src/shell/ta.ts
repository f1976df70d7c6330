import { COPYRIGHT_YEAR } from '@preschool/domain'
import type { Translation } from '../i18n/translation'
import type { shellEn } from './en'

/** செயலியின் சட்டக உரைகள் (தமிழ்): தலைப்பு, பட்டி, அறிவிப்புகள், பிழை மற்றும் நிலைப் பக்கங்கள். */
export const shellTa = {
  notifications: 'அறிவிப்புகள்',
  noNotifications: 'உங்களுக்கு அறிவிப்புகள் எதுவும் இல்லை',
  faq: 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
  logout: 'வெளியேறு',
  menu: 'பட்டி',
  copyright: `© ${COPYRIGHT_YEAR} Preschool Platform. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.`,
  scrollTop: 'மேலே செல்',
  noAccess: 'இதைப் பார்க்க உங்களுக்குப் போதுமான அனுமதி இல்லை',
  notFoundTitle: 'பக்கம் கிடைக்கவில்லை',
  notFoundBody: 'நீங்கள் தேடும் பக்கம் இல்லை அல்லது வேறு இடத்திற்கு மாற்றப்பட்டுள்ளது.',
  goHome: 'முகப்புப் பலகைக்குச் செல்',
  goToLogin: 'உள்நுழைவுக்குச் செல்',
  noAccessBody: 'இந்தப் பக்கம் உங்களுக்குத் தேவைப்பட்டால், உங்கள் நிர்வாகியிடம் அனுமதி கேளுங்கள்.',
  chunkErrorTitle: 'இந்தப் பக்கத்தை ஏற்ற முடியவில்லை',
  chunkErrorBody:
    'செயலியின் ஒரு பகுதி ஏற்ற அதிக நேரம் எடுத்தது அல்லது புதுப்பிக்கப்பட்டுள்ளது. உங்கள் இணைப்பைச் சரிபார்த்து, பக்கத்தை மீண்டும் ஏற்றவும்.',
  reload: 'பக்கத்தை மீண்டும் ஏற்று',
  tryAgain: 'மீண்டும் முயற்சி செய்',
  defaultSchoolName: 'பாலர் பள்ளி',
  homeLink: '{{school}} முகப்பு',
  userMenu: '{{name}} அவர்களின் கணக்குப் பட்டி',
  account: 'கணக்கு',
  toggleMenu: 'பட்டியைக் காட்டு அல்லது மறை',
  faqLink: 'அடிக்கடி கேட்கப்படும் கேள்விகள் (புதிய தாவலில் திறக்கும்)',
  unreadCount: '{{count}} புதியவை',
  notificationsUnread: 'அறிவிப்புகள், {{count}} படிக்கப்படாதவை',
  skipToContent: 'உள்ளடக்கத்திற்குச் செல்',
  login: 'உள்நுழை',
  languageMenu: 'மொழி: {{language}}. வேறு மொழியைத் தேர்ந்தெடுக்கவும்',
  offline: 'நீங்கள் இணைய இணைப்பில் இல்லை போலத் தெரிகிறது. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
} satisfies Translation<typeof shellEn>
