import type { Translation } from '../../i18n/translation'
import type { refusalsEn } from './en'

/** 服务器拒绝家长操作时的原因（简体中文）. */
export const refusalsZh = {
  kiosk: {
    closed: '此签到机已关闭。请中心职员重新开启。',
    passInvalid: '此代码无效。请在家长应用中获取新代码。',
    passExpired: '此代码已过期。请出示家长应用中的新代码。',
    passUsed: '此代码已使用过。请出示家长应用中的新代码。',
    noChildHere: '您今天没有孩子在这个中心',
    chooseChildren: '请选择孩子',
    notAuthorised: '您不是这个孩子的授权接送人。中心职员已收到通知。',
    tooManyPickups: '每个孩子最多可有 10 位授权接送人',
    mobileTaken: '这个手机号码已经是该孩子的授权接送人',
  },
} satisfies Translation<typeof refusalsEn>
