import type { Translation } from '../../i18n/translation'
import type { parentAppEn } from './en'

/** 家长应用程序的文字（简体中文）：离线阅读和本设备的通知. */
export const parentAppZh = {
  offlineTitle: '您目前离线',
  offlineBody: '您正在查看本设备于 {{when}} 保存的内容。恢复网络连接后会自动更新。',
  pushTitle: '本设备的通知',
  pushHelp:
    '在本设备上接收您的通知（参观决定、学位录取、文件、发票、学校讯息、签到和签退），即使应用程序已关闭。',
  pushTurnOn: '开启通知',
  pushTurnOff: '关闭通知',
  pushIsOn: '本设备已开启通知。',
  pushDenied: '此浏览器阻止了本应用程序的通知。请在浏览器设置中允许通知，然后再试一次。',
  pushUnsupported: '此浏览器无法接收通知。如使用 iPhone，请先将应用程序添加到主屏幕，然后从主屏幕打开。',
  pushKinds: '哪些通知会发送到您的设备',
  pushKindsHelp: '其他通知仍会显示在应用程序的通知铃中。',
  pushKindsSaved: '您的选择已保存。',
  pushKind: {
    visit: '参观预约和决定',
    offer: '学位录取',
    document: '文件审核结果',
    invoice: '账单',
    event: '活动及活动相片',
    attendance: '入园签到和离园签退',
    other: '其他一切（健康、受伤、请假、退学、转中心）',
  },
} satisfies Translation<typeof parentAppEn>
