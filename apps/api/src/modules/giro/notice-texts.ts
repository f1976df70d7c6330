import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What parents read when their GIRO or CDA account changes status (bell and email), in the four languages. */
const en = {
  statusTitle: '{{kind}} account {{status}}',
  status: 'The {{kind}} account {{account}} of {{child}} is now {{status}} ({{reason}}).',
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  terminated: 'terminated',
} as const

export const GIRO_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    statusTitle: '{{kind}} 账户{{status}}',
    status: '{{child}} 的 {{kind}} 账户 {{account}} 现已{{status}}（{{reason}}）。',
    pending: '待处理',
    approved: '获批准',
    rejected: '被拒绝',
    terminated: '终止',
  },
  ms: {
    statusTitle: 'Akaun {{kind}} {{status}}',
    status: 'Akaun {{kind}} {{account}} bagi {{child}} kini {{status}} ({{reason}}).',
    pending: 'belum diproses',
    approved: 'diluluskan',
    rejected: 'ditolak',
    terminated: 'ditamatkan',
  },
  ta: {
    statusTitle: '{{kind}} கணக்கு {{status}}',
    status: '{{child}}-இன் {{kind}} கணக்கு {{account}} இப்போது {{status}} ({{reason}}).',
    pending: 'நிலுவையில் உள்ளது',
    approved: 'அங்கீகரிக்கப்பட்டது',
    rejected: 'நிராகரிக்கப்பட்டது',
    terminated: 'நிறுத்தப்பட்டது',
  },
}

export const giroText = textsIn(GIRO_TEXTS)
