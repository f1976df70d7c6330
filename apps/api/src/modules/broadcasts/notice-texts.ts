import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/**
 * The words around a broadcast a parent receives (bell and email), in the four languages; the broadcast's own
 * subject and message are the school's and go out as written.
 */
const en = {
  reminderTitle: 'Reminder: {{subject}}',
  stillWaits: 'A message from the school still waits for you to read it.',
  readMessage: 'Read the message',
} as const

export const BROADCAST_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    reminderTitle: '提醒：{{subject}}',
    stillWaits: '学校给您的一则信息尚未阅读。',
    readMessage: '阅读信息',
  },
  ms: {
    reminderTitle: 'Peringatan: {{subject}}',
    stillWaits: 'Ada mesej daripada sekolah yang masih belum anda baca.',
    readMessage: 'Baca mesej',
  },
  ta: {
    reminderTitle: 'நினைவூட்டல்: {{subject}}',
    stillWaits: 'பள்ளியிலிருந்து வந்த ஒரு செய்தியை நீங்கள் இன்னும் படிக்கவில்லை.',
    readMessage: 'செய்தியைப் படியுங்கள்',
  },
}

export const broadcastText = textsIn(BROADCAST_TEXTS)
