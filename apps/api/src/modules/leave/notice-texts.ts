import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What parents read of a decision on their child's leave (bell and email), in the four languages. */
const en = {
  approvedTitle: 'Leave approved: {{child}}',
  rejectedTitle: 'Leave rejected: {{child}}',
  approved: '{{type}} for {{child}} on {{days}} was approved.',
  rejected: '{{type}} for {{child}} on {{days}} was rejected.',
  range: '{{from}} to {{to}}',
  am: '{{days}} (morning)',
  pm: '{{days}} (afternoon)',
  withRemark: '{{text}} Remark: {{remark}}',
  seeLeave: 'See the leave request',
} as const

export const LEAVE_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    approvedTitle: '请假已获批准：{{child}}',
    rejectedTitle: '请假未获批准：{{child}}',
    approved: '{{child}} 于 {{days}} 的{{type}}已获批准。',
    rejected: '{{child}} 于 {{days}} 的{{type}}未获批准。',
    range: '{{from}} 至 {{to}}',
    am: '{{days}}（上午）',
    pm: '{{days}}（下午）',
    withRemark: '{{text}} 备注：{{remark}}',
    seeLeave: '查看请假申请',
  },
  ms: {
    approvedTitle: 'Cuti diluluskan: {{child}}',
    rejectedTitle: 'Cuti ditolak: {{child}}',
    approved: '{{type}} bagi {{child}} pada {{days}} telah diluluskan.',
    rejected: '{{type}} bagi {{child}} pada {{days}} telah ditolak.',
    range: '{{from}} hingga {{to}}',
    am: '{{days}} (pagi)',
    pm: '{{days}} (petang)',
    withRemark: '{{text}} Catatan: {{remark}}',
    seeLeave: 'Lihat permohonan cuti',
  },
  ta: {
    approvedTitle: 'விடுப்பு அங்கீகரிக்கப்பட்டது: {{child}}',
    rejectedTitle: 'விடுப்பு நிராகரிக்கப்பட்டது: {{child}}',
    approved: '{{days}} அன்று {{child}}-க்கான {{type}} அங்கீகரிக்கப்பட்டது.',
    rejected: '{{days}} அன்று {{child}}-க்கான {{type}} நிராகரிக்கப்பட்டது.',
    range: '{{from}} முதல் {{to}} வரை',
    am: '{{days}} (காலை)',
    pm: '{{days}} (மதியம்)',
    withRemark: '{{text}} குறிப்பு: {{remark}}',
    seeLeave: 'விடுப்புக் கோரிக்கையைப் பாருங்கள்',
  },
}

export const leaveText = textsIn(LEAVE_TEXTS)
