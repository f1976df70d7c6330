import type { Translation } from '../../i18n/translation'
import type { parentAppEn } from './en'

/** 家长应用程序的文字（简体中文）：离线阅读和本设备的通知. */
export const parentAppZh = {
  offlineTitle: '您目前离线',
  offlineBody: '您正在查看本设备于 {{when}} 保存的内容。恢复网络连接后会自动更新。',
} satisfies Translation<typeof parentAppEn>
