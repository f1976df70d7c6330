import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/**
 * The account emails and the verification text message a parent receives (invite, password reset, email and
 * password changes, the one-time code), in the four languages; `{{school}}` is the school's name as written.
 */
const en = {
  inviteSubject: 'Set up your {{school}} parent account',
  inviteIntro:
    'Thank you for your interest in {{school}}. Your parent account is ready: choose a password to sign in, follow your enquiry and book centre visits.',
  inviteLink: 'Set up my account',
  inviteOutro:
    'This link is valid for {{days}} days. If you did not enquire with us, you can ignore this email.',
  resetSubject: 'Reset your {{school}} password',
  resetIntro: 'We received a request to reset the password of your {{school}} account.',
  resetLink: 'Choose a new password',
  resetOutro:
    'This link is valid for 1 hour and works once. If you did not ask for a new password, you can ignore this email: your password stays as it is.',
  codeSubject: 'Your {{school}} email change code: {{code}}',
  codeIntro:
    'You asked to use this address for your {{school}} parent account. Enter this code on your account page to confirm it:',
  codeOutro:
    'The code works for {{minutes}} minutes. If you did not ask for this, ignore this email: your account stays as it is.',
  emailChangedSubject: 'Your {{school}} account email was changed',
  emailChanged:
    'The email address of your {{school}} parent account is now {{email}}. Sign in with it from now on.',
  emailNotYou: 'If you did not make this change, please contact the school at once.',
  passwordChangedSubject: 'Your {{school}} password was changed',
  passwordChanged:
    'The password of your parent account was just changed, and your other signed-in devices were signed out.',
  passwordNotYou:
    'If you did not make this change, use "Forgot password" on the sign-in page and contact the school.',
  otpSubject: '{{school}} verification code',
  otpText:
    '{{code}} is your {{school}} verification code. It expires in {{minutes}} minutes. Do not share it with anyone.',
} as const

export const IDENTITY_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    inviteSubject: '设置您的{{school}}家长账户',
    inviteIntro:
      '感谢您对{{school}}的关注。您的家长账户已准备就绪：请设置密码以登录、跟进您的报名询问并预约参观中心。',
    inviteLink: '设置我的账户',
    inviteOutro: '此链接在 {{days}} 天内有效。如果您没有向我们咨询，请忽略此邮件。',
    resetSubject: '重设您的{{school}}密码',
    resetIntro: '我们收到了重设您{{school}}账户密码的请求。',
    resetLink: '设置新密码',
    resetOutro:
      '此链接在 1 小时内有效，且只能使用一次。如果您没有申请新密码，请忽略此邮件，您的密码将保持不变。',
    codeSubject: '您的{{school}}电邮更改验证码：{{code}}',
    codeIntro: '您申请将此电邮地址用于您的{{school}}家长账户。请在账户页面输入以下验证码以确认：',
    codeOutro: '验证码在 {{minutes}} 分钟内有效。如果这不是您本人的申请，请忽略此邮件，您的账户将保持不变。',
    emailChangedSubject: '您的{{school}}账户电邮已更改',
    emailChanged: '您的{{school}}家长账户电邮地址现已更改为 {{email}}。今后请使用此地址登录。',
    emailNotYou: '如果这不是您本人所做的更改，请立即联系学校。',
    passwordChangedSubject: '您的{{school}}密码已更改',
    passwordChanged: '您的家长账户密码刚刚已更改，您在其他设备上的登录也已退出。',
    passwordNotYou: '如果这不是您本人所做的更改，请在登录页面点击“忘记密码？”，并联系学校。',
    otpSubject: '{{school}}验证码',
    otpText: '{{code}} 是您的{{school}}验证码，将在 {{minutes}} 分钟后失效。请勿告诉任何人。',
  },
  ms: {
    inviteSubject: 'Sediakan akaun ibu bapa {{school}} anda',
    inviteIntro:
      'Terima kasih atas minat anda terhadap {{school}}. Akaun ibu bapa anda sudah sedia: pilih kata laluan untuk log masuk, mengikuti perkembangan pertanyaan anda dan menempah lawatan ke pusat.',
    inviteLink: 'Sediakan akaun saya',
    inviteOutro:
      'Pautan ini sah selama {{days}} hari. Jika anda tidak membuat pertanyaan dengan kami, abaikan sahaja e-mel ini.',
    resetSubject: 'Tetapkan semula kata laluan {{school}} anda',
    resetIntro: 'Kami menerima permintaan untuk menetapkan semula kata laluan akaun {{school}} anda.',
    resetLink: 'Pilih kata laluan baharu',
    resetOutro:
      'Pautan ini sah selama 1 jam dan hanya boleh digunakan sekali. Jika anda tidak meminta kata laluan baharu, abaikan sahaja e-mel ini: kata laluan anda kekal seperti biasa.',
    codeSubject: 'Kod pertukaran e-mel {{school}} anda: {{code}}',
    codeIntro:
      'Anda meminta untuk menggunakan alamat ini bagi akaun ibu bapa {{school}} anda. Masukkan kod ini di halaman akaun anda untuk mengesahkannya:',
    codeOutro:
      'Kod ini sah selama {{minutes}} minit. Jika anda tidak memintanya, abaikan sahaja e-mel ini: akaun anda kekal seperti biasa.',
    emailChangedSubject: 'E-mel akaun {{school}} anda telah ditukar',
    emailChanged:
      'Alamat e-mel akaun ibu bapa {{school}} anda kini ialah {{email}}. Sila log masuk menggunakannya mulai sekarang.',
    emailNotYou: 'Jika anda tidak membuat perubahan ini, sila hubungi pihak sekolah dengan segera.',
    passwordChangedSubject: 'Kata laluan {{school}} anda telah ditukar',
    passwordChanged:
      'Kata laluan akaun ibu bapa anda baru sahaja ditukar, dan peranti lain yang sedang log masuk telah dilog keluar.',
    passwordNotYou:
      'Jika anda tidak membuat perubahan ini, gunakan "Lupa kata laluan?" di halaman log masuk dan hubungi pihak sekolah.',
    otpSubject: 'Kod pengesahan {{school}}',
    otpText:
      '{{code}} ialah kod pengesahan {{school}} anda. Kod ini tamat tempoh dalam {{minutes}} minit. Jangan kongsikan dengan sesiapa.',
  },
  ta: {
    inviteSubject: 'உங்கள் {{school}} பெற்றோர் கணக்கை அமையுங்கள்',
    inviteIntro:
      '{{school}} மீது நீங்கள் காட்டிய ஆர்வத்திற்கு நன்றி. உங்கள் பெற்றோர் கணக்கு தயாராக உள்ளது: உள்நுழைய, உங்கள் விசாரணையைப் பின்தொடர, மையப் பார்வைகளை முன்பதிவு செய்ய ஒரு கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்.',
    inviteLink: 'என் கணக்கை அமை',
    inviteOutro:
      'இந்த இணைப்பு {{days}} நாட்களுக்குச் செல்லுபடியாகும். நீங்கள் எங்களிடம் விசாரிக்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
    resetSubject: 'உங்கள் {{school}} கடவுச்சொல்லை மீட்டமையுங்கள்',
    resetIntro: 'உங்கள் {{school}} கணக்கின் கடவுச்சொல்லை மீட்டமைக்கும் கோரிக்கை எங்களுக்குக் கிடைத்தது.',
    resetLink: 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடு',
    resetOutro:
      'இந்த இணைப்பு 1 மணி நேரத்திற்குச் செல்லுபடியாகும், ஒரு முறை மட்டுமே பயன்படும். நீங்கள் புதிய கடவுச்சொல்லைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்: உங்கள் கடவுச்சொல் மாறாது.',
    codeSubject: 'உங்கள் {{school}} மின்னஞ்சல் மாற்றக் குறியீடு: {{code}}',
    codeIntro:
      'உங்கள் {{school}} பெற்றோர் கணக்கிற்கு இந்த முகவரியைப் பயன்படுத்தக் கோரியுள்ளீர்கள். உறுதிப்படுத்த, உங்கள் கணக்குப் பக்கத்தில் இந்தக் குறியீட்டை உள்ளிடுங்கள்:',
    codeOutro:
      'இந்தக் குறியீடு {{minutes}} நிமிடங்களுக்குச் செல்லுபடியாகும். நீங்கள் இதைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கணக்கு மாறாது.',
    emailChangedSubject: 'உங்கள் {{school}} கணக்கின் மின்னஞ்சல் மாற்றப்பட்டது',
    emailChanged:
      'உங்கள் {{school}} பெற்றோர் கணக்கின் மின்னஞ்சல் முகவரி இப்போது {{email}}. இனி இதைக் கொண்டு உள்நுழையுங்கள்.',
    emailNotYou: 'இந்த மாற்றத்தை நீங்கள் செய்யவில்லை என்றால், உடனடியாகப் பள்ளியைத் தொடர்பு கொள்ளுங்கள்.',
    passwordChangedSubject: 'உங்கள் {{school}} கடவுச்சொல் மாற்றப்பட்டது',
    passwordChanged:
      'உங்கள் பெற்றோர் கணக்கின் கடவுச்சொல் சற்று முன் மாற்றப்பட்டது; உள்நுழைந்திருந்த உங்கள் மற்ற சாதனங்கள் வெளியேற்றப்பட்டன.',
    passwordNotYou:
      'இந்த மாற்றத்தை நீங்கள் செய்யவில்லை என்றால், உள்நுழைவுப் பக்கத்தில் "கடவுச்சொல் மறந்துவிட்டதா?" என்பதைப் பயன்படுத்தி, பள்ளியைத் தொடர்பு கொள்ளுங்கள்.',
    otpSubject: '{{school}} சரிபார்ப்புக் குறியீடு',
    otpText:
      '{{code}} என்பது உங்கள் {{school}} சரிபார்ப்புக் குறியீடு. இது {{minutes}} நிமிடங்களில் காலாவதியாகும். இதை யாருடனும் பகிர வேண்டாம்.',
  },
}

export const identityText = textsIn(IDENTITY_TEXTS)
