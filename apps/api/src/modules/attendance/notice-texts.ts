import type { Language } from '@preschool/domain'
import { fill, type TextsByLanguage } from '../../platform/i18n/texts'

/** What parents read of their child's day (bells and emails), in the four languages (issue 27). */
const en = {
  checkInTitle: '{{name}} checked in',
  checkOutTitle: '{{name}} checked out',
  absentTitle: '{{name}} marked absent',
  checkIn: '{{name}} was checked in at {{time}}.',
  checkInBy: '{{name}} was checked in at {{time}} by {{by}}.',
  checkOut: '{{name}} was checked out at {{time}}.',
  checkOutBy: '{{name}} was checked out at {{time}} by {{by}}.',
  absent: '{{name}} was marked absent on {{date}}: {{reason}}.',
  feverTitle: 'Fever: {{name}}',
  fever:
    '{{name}} had a temperature of {{degrees}} °C at the health check at {{time}}. The centre will contact you.',
  seeDay: 'See your child’s day',
  injuryTitle: 'Injury: {{name}}',
  injury:
    '{{name}} had {{what}} at the centre on {{date}} at {{time}}: {{remarks}} Please acknowledge it in the app.',
  seeInjury: 'See the injury',
  bump: 'a bump',
  bruise: 'a bruise',
  cut: 'a cut',
  scratch: 'a scratch',
  bite: 'a bite',
  burn: 'a burn',
  sprain: 'a sprain',
  other: 'an injury',
} as const

export const ATTENDANCE_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    checkInTitle: '{{name}} 已入园',
    checkOutTitle: '{{name}} 已离园',
    absentTitle: '{{name}} 已记为缺席',
    checkIn: '{{name}} 已于 {{time}} 入园签到。',
    checkInBy: '{{name}} 已于 {{time}} 由 {{by}} 送到并签到。',
    checkOut: '{{name}} 已于 {{time}} 离园签退。',
    checkOutBy: '{{name}} 已于 {{time}} 由 {{by}} 接走。',
    absent: '{{name}} 于 {{date}} 记为缺席：{{reason}}。',
    feverTitle: '发烧：{{name}}',
    fever: '{{name}} 在 {{time}} 的健康检查中体温为 {{degrees}} °C。中心将会与您联系。',
    seeDay: '查看孩子的一天',
    injuryTitle: '受伤：{{name}}',
    injury: '{{name}} 于 {{date}} {{time}} 在中心{{what}}：{{remarks}} 请在应用程序中确认。',
    seeInjury: '查看受伤记录',
    bump: '撞伤了',
    bruise: '有瘀伤',
    cut: '被割伤了',
    scratch: '被擦伤了',
    bite: '被咬伤了',
    burn: '被烫伤了',
    sprain: '扭伤了',
    other: '受伤了',
  },
  ms: {
    checkInTitle: '{{name}} telah mendaftar masuk',
    checkOutTitle: '{{name}} telah mendaftar keluar',
    absentTitle: '{{name}} ditanda tidak hadir',
    checkIn: '{{name}} telah didaftar masuk pada {{time}}.',
    checkInBy: '{{name}} telah didaftar masuk pada {{time}} oleh {{by}}.',
    checkOut: '{{name}} telah didaftar keluar pada {{time}}.',
    checkOutBy: '{{name}} telah didaftar keluar pada {{time}} oleh {{by}}.',
    absent: '{{name}} ditanda tidak hadir pada {{date}}: {{reason}}.',
    feverTitle: 'Demam: {{name}}',
    fever:
      'Suhu badan {{name}} ialah {{degrees}} °C semasa pemeriksaan kesihatan pada {{time}}. Pusat akan menghubungi anda.',
    seeDay: 'Lihat hari anak anda',
    injuryTitle: 'Kecederaan: {{name}}',
    injury:
      '{{name}} mengalami {{what}} di pusat pada {{date}} jam {{time}}: {{remarks}} Sila akui kecederaan ini dalam aplikasi.',
    seeInjury: 'Lihat kecederaan',
    bump: 'benjol',
    bruise: 'lebam',
    cut: 'luka',
    scratch: 'calar',
    bite: 'gigitan',
    burn: 'melecur',
    sprain: 'terseliuh',
    other: 'kecederaan',
  },
  ta: {
    checkInTitle: '{{name}} வந்துவிட்டார்',
    checkOutTitle: '{{name}} வெளியேறினார்',
    absentTitle: '{{name}} வரவில்லை எனக் குறிக்கப்பட்டது',
    checkIn: '{{name}} {{time}}-க்கு மையத்திற்கு வந்ததாகப் பதியப்பட்டது.',
    checkInBy: '{{name}} {{time}}-க்கு {{by}} அவர்களால் மையத்திற்கு அழைத்து வரப்பட்டார்.',
    checkOut: '{{name}} {{time}}-க்கு மையத்திலிருந்து வெளியேறியதாகப் பதியப்பட்டது.',
    checkOutBy: '{{name}} {{time}}-க்கு {{by}} அவர்களால் அழைத்துச் செல்லப்பட்டார்.',
    absent: '{{date}} அன்று {{name}} வரவில்லை எனக் குறிக்கப்பட்டது: {{reason}}.',
    feverTitle: 'காய்ச்சல்: {{name}}',
    fever:
      '{{time}}-க்கு நடந்த உடல்நலப் பரிசோதனையில் {{name}}-இன் உடல் வெப்பநிலை {{degrees}} °C. மையம் உங்களைத் தொடர்புகொள்ளும்.',
    seeDay: 'உங்கள் குழந்தையின் நாளைப் பாருங்கள்',
    injuryTitle: 'காயம்: {{name}}',
    injury:
      '{{date}} அன்று {{time}}-க்கு மையத்தில் {{name}}-க்கு {{what}} ஏற்பட்டது: {{remarks}} செயலியில் இதை ஒப்புக்கொள்ளுங்கள்.',
    seeInjury: 'காயத்தைப் பாருங்கள்',
    bump: 'வீக்கம்',
    bruise: 'கன்றிய காயம்',
    cut: 'வெட்டுக் காயம்',
    scratch: 'கீறல்',
    bite: 'கடி',
    burn: 'தீக்காயம்',
    sprain: 'சுளுக்கு',
    other: 'காயம்',
  },
}

export type AttendanceText = keyof typeof en

/** One of these texts in a language, its placeholders filled. */
export const attendanceText = (
  language: Language,
  key: AttendanceText,
  values?: Readonly<Record<string, string | number>>,
) => fill(ATTENDANCE_TEXTS[language][key], values)
