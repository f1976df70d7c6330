import type { Translation } from '../../i18n/translation'
import type { cardPaymentEn } from './card-en'

/** 付款页面的银行卡付款部分（简体中文）. */
export const cardPaymentZh = {
  title: '使用银行卡付款',
  intro: '在安全付款页面上，使用信用卡或借记卡缴付 {{amount}} 的注册费。',
  pay: '使用银行卡付款',
  tryAgain: '重试',
  checking: '正在核对您的付款…',
  paid: '谢谢。我们已收到您的银行卡付款，您的收据已准备好。',
  stillOpen: '您的付款尚未完成。如果您已付款，此页面很快会更新。',
  lastAttempt: '您上一次的银行卡付款未成功：{{message}}',
} satisfies Translation<typeof cardPaymentEn>
