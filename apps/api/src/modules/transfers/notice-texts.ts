import { TransferMsg } from '@preschool/domain'
import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'
import type { LocalWords } from '../notifications'

/** What parents read about their child's transfer (bell and email), in the four languages. */
const en = {
  approvedTitle: 'Transfer approved',
  approved: 'The transfer of {{child}} from {{date}} is approved and a place is held. {{subsidy}}',
  completedTitle: 'Transfer completed',
  completed: '{{child}} moves to the new centre from {{date}}. {{subsidy}}',
  rejectedTitle: 'Transfer not approved',
  rejected:
    'The transfer of {{child}} from {{date}} was not approved. {{child}} stays at the current centre; see the remark for why.',
  subsidy: TransferMsg.subsidyNotice,
  seeTransfer: 'See the transfer',
} as const

export const TRANSFER_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    approvedTitle: '转园申请已获批准',
    approved: '{{child}} 自 {{date}} 起的转园申请已获批准，学位已为其保留。{{subsidy}}',
    completedTitle: '转园已完成',
    completed: '{{child}} 自 {{date}} 起转到新中心。{{subsidy}}',
    rejectedTitle: '转园申请未获批准',
    rejected: '{{child}} 自 {{date}} 起的转园申请未获批准。{{child}} 将留在目前的中心；原因请见备注。',
    subsidy: '就津贴而言，转园视为新的入学：津贴将由新中心重新评估。',
    seeTransfer: '查看转园详情',
  },
  ms: {
    approvedTitle: 'Pertukaran diluluskan',
    approved: 'Pertukaran {{child}} mulai {{date}} telah diluluskan dan tempat telah dikhaskan. {{subsidy}}',
    completedTitle: 'Pertukaran selesai',
    completed: '{{child}} berpindah ke pusat baharu mulai {{date}}. {{subsidy}}',
    rejectedTitle: 'Pertukaran tidak diluluskan',
    rejected:
      'Pertukaran {{child}} mulai {{date}} tidak diluluskan. {{child}} kekal di pusat sekarang; lihat catatan untuk sebabnya.',
    subsidy:
      'Bagi tujuan subsidi, pertukaran dikira sebagai pendaftaran baharu: subsidi akan dinilai semula di pusat destinasi.',
    seeTransfer: 'Lihat pertukaran',
  },
  ta: {
    approvedTitle: 'இடமாற்றம் அங்கீகரிக்கப்பட்டது',
    approved: '{{date}} முதல் {{child}}-இன் இடமாற்றம் அங்கீகரிக்கப்பட்டு, ஓர் இடம் ஒதுக்கி வைக்கப்பட்டுள்ளது. {{subsidy}}',
    completedTitle: 'இடமாற்றம் நிறைவடைந்தது',
    completed: '{{date}} முதல் {{child}} புதிய மையத்திற்குச் செல்கிறார். {{subsidy}}',
    rejectedTitle: 'இடமாற்றம் அங்கீகரிக்கப்படவில்லை',
    rejected:
      '{{date}} முதல் {{child}}-இன் இடமாற்றம் அங்கீகரிக்கப்படவில்லை. {{child}} தற்போதைய மையத்திலேயே தொடர்கிறார்; காரணத்தைக் குறிப்பில் பாருங்கள்.',
    subsidy: 'மானியத்தைப் பொறுத்தவரை இடமாற்றம் ஒரு புதிய சேர்க்கை: புதிய மையத்தில் மானியம் மறுமதிப்பீடு செய்யப்படும்.',
    seeTransfer: 'இடமாற்றத்தைப் பாருங்கள்',
  },
}

export const transferText = textsIn(TRANSFER_TEXTS)

/** The family's notice of a decided or completed transfer, in their language. */
export const transferNotice = (
  event: 'approved' | 'rejected' | 'completed',
  child: string,
  date: string,
): LocalWords => ({
  inLanguage: (language) => ({
    title: transferText(language, `${event}Title`),
    body: transferText(language, event, { child, date, subsidy: transferText(language, 'subsidy') }),
    actionLabel: transferText(language, 'seeTransfer'),
  }),
})
