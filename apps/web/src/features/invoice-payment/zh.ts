import type { Translation } from '../../i18n/translation'
import type { invoicePaymentEn } from './en'

/** 在账单页面缴付月度或临时账单（家长，以手机为主）（简体中文）. */
export const invoicePaymentZh = {
  title: '缴付此账单',
  cardIntro: '在安全付款页面上，使用信用卡或借记卡缴付 {{amount}}。',
  paid: '此账单已付清。谢谢。',
} satisfies Translation<typeof invoicePaymentEn>
