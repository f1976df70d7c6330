import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What parents read about decisions on their child's withdrawal (bell and email), in the four languages. */
const en = {
  approvedByCentreTitle: 'Withdrawal approved by the centre',
  approvedByCentre:
    "The centre approved {{child}}'s withdrawal (last day {{lastDay}}). Head office approves it next.",
  rejectedByCentreTitle: 'Withdrawal not approved',
  rejectedByCentre:
    "The centre did not approve {{child}}'s withdrawal. {{child}} stays enrolled; see the remark for why.",
  approvedByHQTitle: 'Withdrawal approved',
  approvedByHQ: "{{child}}'s withdrawal is approved. {{child}}'s last day is {{lastDay}}.",
  rejectedByHQTitle: 'Withdrawal not approved',
  rejectedByHQ:
    "Head office did not approve {{child}}'s withdrawal. {{child}} stays enrolled; see the remark for why.",
  cancelledTitle: 'Withdrawal cancelled',
  cancelled: "{{child}}'s withdrawal is cancelled. {{child}} stays enrolled.",
  seeWithdrawal: 'See the withdrawal',
} as const

export const WITHDRAWAL_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    approvedByCentreTitle: '中心已批准退学申请',
    approvedByCentre: '中心已批准 {{child}} 的退学申请（最后一天为 {{lastDay}}）。接下来由总部审批。',
    rejectedByCentreTitle: '退学申请未获批准',
    rejectedByCentre: '中心未批准 {{child}} 的退学申请。{{child}} 仍继续在学；原因请参阅备注。',
    approvedByHQTitle: '退学申请已获批准',
    approvedByHQ: '{{child}} 的退学申请已获批准。{{child}} 的最后一天为 {{lastDay}}。',
    rejectedByHQTitle: '退学申请未获批准',
    rejectedByHQ: '总部未批准 {{child}} 的退学申请。{{child}} 仍继续在学；原因请参阅备注。',
    cancelledTitle: '退学申请已取消',
    cancelled: '{{child}} 的退学申请已取消。{{child}} 仍继续在学。',
    seeWithdrawal: '查看退学申请',
  },
  ms: {
    approvedByCentreTitle: 'Penarikan diluluskan oleh pusat',
    approvedByCentre:
      'Pusat telah meluluskan penarikan {{child}} (hari terakhir {{lastDay}}). Ibu pejabat akan meluluskannya seterusnya.',
    rejectedByCentreTitle: 'Penarikan tidak diluluskan',
    rejectedByCentre:
      'Pusat tidak meluluskan penarikan {{child}}. {{child}} kekal berdaftar; lihat catatan untuk sebabnya.',
    approvedByHQTitle: 'Penarikan diluluskan',
    approvedByHQ: 'Penarikan {{child}} telah diluluskan. Hari terakhir {{child}} ialah {{lastDay}}.',
    rejectedByHQTitle: 'Penarikan tidak diluluskan',
    rejectedByHQ:
      'Ibu pejabat tidak meluluskan penarikan {{child}}. {{child}} kekal berdaftar; lihat catatan untuk sebabnya.',
    cancelledTitle: 'Penarikan dibatalkan',
    cancelled: 'Penarikan {{child}} telah dibatalkan. {{child}} kekal berdaftar.',
    seeWithdrawal: 'Lihat penarikan',
  },
  ta: {
    approvedByCentreTitle: 'விலகலை மையம் அங்கீகரித்தது',
    approvedByCentre:
      '{{child}}-இன் விலகலை மையம் அங்கீகரித்தது (கடைசி நாள் {{lastDay}}). அடுத்து தலைமை அலுவலகம் அங்கீகரிக்கும்.',
    rejectedByCentreTitle: 'விலகல் அங்கீகரிக்கப்படவில்லை',
    rejectedByCentre:
      '{{child}}-இன் விலகலை மையம் அங்கீகரிக்கவில்லை. {{child}} தொடர்ந்து சேர்க்கையில் இருப்பார்; காரணத்தைக் குறிப்பில் பாருங்கள்.',
    approvedByHQTitle: 'விலகல் அங்கீகரிக்கப்பட்டது',
    approvedByHQ: '{{child}}-இன் விலகல் அங்கீகரிக்கப்பட்டது. {{child}}-இன் கடைசி நாள் {{lastDay}}.',
    rejectedByHQTitle: 'விலகல் அங்கீகரிக்கப்படவில்லை',
    rejectedByHQ:
      '{{child}}-இன் விலகலைத் தலைமை அலுவலகம் அங்கீகரிக்கவில்லை. {{child}} தொடர்ந்து சேர்க்கையில் இருப்பார்; காரணத்தைக் குறிப்பில் பாருங்கள்.',
    cancelledTitle: 'விலகல் ரத்துசெய்யப்பட்டது',
    cancelled: '{{child}}-இன் விலகல் ரத்துசெய்யப்பட்டது. {{child}} தொடர்ந்து சேர்க்கையில் இருப்பார்.',
    seeWithdrawal: 'விலகலைப் பாருங்கள்',
  },
}

export const withdrawalText = textsIn(WITHDRAWAL_TEXTS)
