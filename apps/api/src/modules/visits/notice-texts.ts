import { textsIn, type TextsByLanguage } from '../../platform/i18n/texts'

/** What parents read about their centre visits and trial classes (bells and emails), in the four languages. */
const en = {
  centreVisit: 'centre visit',
  trialClass: 'trial class',
  CentreVisit: 'Centre visit',
  TrialClass: 'Trial class',
  slot: '{{day}}, {{from}} to {{to}}',
  withRemarks: '{{text}} Remarks: {{remarks}}',
  bookedTitle: '{{Noun}} request received',
  booked:
    'We have received your {{noun}} request at {{centre}} for {{when}}. The centre will confirm it soon; you will hear from us when it does.',
  movedTitle: '{{Noun}} moved',
  moved:
    'Your {{noun}} at {{centre}} has moved from {{before}} to {{when}}. The centre will confirm the new time soon.',
  visitApprovedTitle: 'Centre visit approved',
  visitApproved:
    'Your centre visit at {{centre}} on {{when}} is confirmed. The centre is at {{address}}. We look forward to seeing you.',
  visitRejectedTitle: 'Centre visit declined',
  visitRejected:
    'Your centre visit at {{centre}} on {{when}} could not be accepted. Please book another time.',
  visitSkippedTitle: 'Centre visit not needed',
  visitSkipped: '{{centre}} has skipped the centre visit for {{child}}. You can go on to the next step.',
  visitSkippedCalledOff:
    '{{centre}} has skipped the centre visit for {{child}}, so the centre visit booked for {{calledOff}} is cancelled. You can go on to the next step.',
  trialApprovedTitle: 'Trial class approved',
  trialApproved:
    'The trial class at {{centre}} on {{when}} is confirmed. The centre is at {{address}}. After the trial class, you can go on to registration.',
  trialRejectedTitle: 'Trial class declined',
  trialRejected: 'The trial class at {{centre}} on {{when}} could not be accepted. Please book another time.',
  trialRejectedPaid:
    'The trial class at {{centre}} on {{when}} could not be accepted. Please book another time. The trial class fee you paid counts for the trial class you book next.',
  trialSkippedTitle: 'Trial class not needed',
  trialSkipped: '{{centre}} has skipped the trial class for {{child}}. You can go on to registration.',
  trialSkippedCalledOff:
    '{{centre}} has skipped the trial class for {{child}}, so the trial class booked for {{calledOff}} is cancelled. You can go on to registration.',
  trialPaidTitle: 'Trial class fee received',
  trialPaid:
    '{{centre}} has received the fee of the trial class on {{when}}. The centre will confirm the trial class.',
} as const

export const VISIT_TEXTS: TextsByLanguage<typeof en> = {
  en,
  zh: {
    centreVisit: '参观中心',
    trialClass: '试读课',
    CentreVisit: '参观中心',
    TrialClass: '试读课',
    slot: '{{day}} {{from}} 至 {{to}}',
    withRemarks: '{{text}} 备注：{{remarks}}',
    bookedTitle: '已收到您的{{Noun}}申请',
    booked:
      '我们已收到您在 {{centre}} 的{{noun}}申请，时间为 {{when}}。中心将尽快确认，确认后我们会再通知您。',
    movedTitle: '{{Noun}}时间已更改',
    moved: '您在 {{centre}} 的{{noun}}已从 {{before}} 改到 {{when}}。中心将尽快确认新的时间。',
    visitApprovedTitle: '参观中心已获批准',
    visitApproved: '您在 {{centre}} 的参观（{{when}}）已确认。中心地址：{{address}}。我们期待与您见面。',
    visitRejectedTitle: '参观中心未获接受',
    visitRejected: '很抱歉，您在 {{centre}} 的参观（{{when}}）未能获得接受。请另选时间预约。',
    visitSkippedTitle: '无需参观中心',
    visitSkipped: '{{centre}} 已为 {{child}} 免去参观中心这一步。您可以继续下一步。',
    visitSkippedCalledOff:
      '{{centre}} 已为 {{child}} 免去参观中心这一步，因此原定于 {{calledOff}} 的参观已取消。您可以继续下一步。',
    trialApprovedTitle: '试读课已获批准',
    trialApproved:
      '{{centre}} 的试读课（{{when}}）已确认。中心地址：{{address}}。试读课结束后，您可以继续办理注册。',
    trialRejectedTitle: '试读课未获接受',
    trialRejected: '很抱歉，{{centre}} 的试读课（{{when}}）未能获得接受。请另选时间预约。',
    trialRejectedPaid:
      '很抱歉，{{centre}} 的试读课（{{when}}）未能获得接受。请另选时间预约。您已支付的试读课费用将用于您下次预约的试读课。',
    trialSkippedTitle: '无需试读课',
    trialSkipped: '{{centre}} 已为 {{child}} 免去试读课。您可以继续办理注册。',
    trialSkippedCalledOff:
      '{{centre}} 已为 {{child}} 免去试读课，因此原定于 {{calledOff}} 的试读课已取消。您可以继续办理注册。',
    trialPaidTitle: '已收到试读课费用',
    trialPaid: '{{centre}} 已收到 {{when}} 试读课的费用。中心将确认试读课。',
  },
  ms: {
    centreVisit: 'lawatan ke pusat',
    trialClass: 'kelas percubaan',
    CentreVisit: 'Lawatan ke pusat',
    TrialClass: 'Kelas percubaan',
    slot: '{{day}}, {{from}} hingga {{to}}',
    withRemarks: '{{text}} Catatan: {{remarks}}',
    bookedTitle: 'Permohonan {{Noun}} diterima',
    booked:
      'Kami telah menerima permohonan {{noun}} anda di {{centre}} pada {{when}}. Pusat akan mengesahkannya tidak lama lagi; kami akan memaklumkan anda sebaik sahaja ia disahkan.',
    movedTitle: '{{Noun}} telah dipindahkan',
    moved:
      'Masa {{noun}} anda di {{centre}} telah dipindahkan dari {{before}} ke {{when}}. Pusat akan mengesahkan masa baharu tidak lama lagi.',
    visitApprovedTitle: 'Lawatan ke pusat diluluskan',
    visitApproved:
      'Lawatan anda ke {{centre}} pada {{when}} telah disahkan. Pusat terletak di {{address}}. Kami menantikan kedatangan anda.',
    visitRejectedTitle: 'Lawatan ke pusat tidak diterima',
    visitRejected:
      'Lawatan anda ke {{centre}} pada {{when}} tidak dapat diterima. Sila tempah masa yang lain.',
    visitSkippedTitle: 'Lawatan ke pusat tidak diperlukan',
    visitSkipped:
      '{{centre}} telah mengecualikan lawatan ke pusat bagi {{child}}. Anda boleh meneruskan ke langkah seterusnya.',
    visitSkippedCalledOff:
      '{{centre}} telah mengecualikan lawatan ke pusat bagi {{child}}, jadi lawatan yang ditempah pada {{calledOff}} dibatalkan. Anda boleh meneruskan ke langkah seterusnya.',
    trialApprovedTitle: 'Kelas percubaan diluluskan',
    trialApproved:
      'Kelas percubaan di {{centre}} pada {{when}} telah disahkan. Pusat terletak di {{address}}. Selepas kelas percubaan, anda boleh meneruskan pendaftaran.',
    trialRejectedTitle: 'Kelas percubaan tidak diterima',
    trialRejected:
      'Kelas percubaan di {{centre}} pada {{when}} tidak dapat diterima. Sila tempah masa yang lain.',
    trialRejectedPaid:
      'Kelas percubaan di {{centre}} pada {{when}} tidak dapat diterima. Sila tempah masa yang lain. Yuran kelas percubaan yang telah anda bayar akan dikira untuk kelas percubaan yang anda tempah seterusnya.',
    trialSkippedTitle: 'Kelas percubaan tidak diperlukan',
    trialSkipped:
      '{{centre}} telah mengecualikan kelas percubaan bagi {{child}}. Anda boleh meneruskan pendaftaran.',
    trialSkippedCalledOff:
      '{{centre}} telah mengecualikan kelas percubaan bagi {{child}}, jadi kelas percubaan yang ditempah pada {{calledOff}} dibatalkan. Anda boleh meneruskan pendaftaran.',
    trialPaidTitle: 'Yuran kelas percubaan diterima',
    trialPaid:
      '{{centre}} telah menerima yuran kelas percubaan pada {{when}}. Pusat akan mengesahkan kelas percubaan tersebut.',
  },
  ta: {
    centreVisit: 'மைய வருகை',
    trialClass: 'சோதனை வகுப்பு',
    CentreVisit: 'மைய வருகை',
    TrialClass: 'சோதனை வகுப்பு',
    slot: '{{day}}, {{from}} முதல் {{to}} வரை',
    withRemarks: '{{text}} குறிப்பு: {{remarks}}',
    bookedTitle: '{{Noun}} கோரிக்கை பெறப்பட்டது',
    booked:
      '{{centre}}-இல் {{when}} அன்று {{noun}}க்கான உங்கள் கோரிக்கையைப் பெற்றுள்ளோம். மையம் விரைவில் உறுதிசெய்யும்; உறுதிசெய்ததும் உங்களுக்குத் தெரிவிப்போம்.',
    movedTitle: '{{Noun}} நேரம் மாற்றப்பட்டது',
    moved:
      '{{centre}}-இல் உங்கள் {{noun}} {{before}} என்பதிலிருந்து {{when}} என மாற்றப்பட்டது. மையம் புதிய நேரத்தை விரைவில் உறுதிசெய்யும்.',
    visitApprovedTitle: 'மைய வருகை அங்கீகரிக்கப்பட்டது',
    visitApproved:
      '{{centre}}-க்கு {{when}} அன்று உங்கள் வருகை உறுதிசெய்யப்பட்டது. மையத்தின் முகவரி: {{address}}. உங்களைச் சந்திக்க ஆவலுடன் காத்திருக்கிறோம்.',
    visitRejectedTitle: 'மைய வருகை ஏற்கப்படவில்லை',
    visitRejected:
      '{{centre}}-க்கு {{when}} அன்று உங்கள் வருகையை ஏற்க இயலவில்லை. தயவுசெய்து வேறொரு நேரத்தை முன்பதிவு செய்யுங்கள்.',
    visitSkippedTitle: 'மைய வருகை தேவையில்லை',
    visitSkipped: '{{child}}-க்கான மைய வருகையை {{centre}} தவிர்த்துள்ளது. நீங்கள் அடுத்த படிக்குச் செல்லலாம்.',
    visitSkippedCalledOff:
      '{{child}}-க்கான மைய வருகையை {{centre}} தவிர்த்துள்ளது; எனவே {{calledOff}} அன்று முன்பதிவு செய்த வருகை ரத்துசெய்யப்பட்டது. நீங்கள் அடுத்த படிக்குச் செல்லலாம்.',
    trialApprovedTitle: 'சோதனை வகுப்பு அங்கீகரிக்கப்பட்டது',
    trialApproved:
      '{{centre}}-இல் {{when}} அன்று சோதனை வகுப்பு உறுதிசெய்யப்பட்டது. மையத்தின் முகவரி: {{address}}. சோதனை வகுப்புக்குப் பிறகு நீங்கள் பதிவைத் தொடரலாம்.',
    trialRejectedTitle: 'சோதனை வகுப்பு ஏற்கப்படவில்லை',
    trialRejected:
      '{{centre}}-இல் {{when}} அன்று சோதனை வகுப்பை ஏற்க இயலவில்லை. தயவுசெய்து வேறொரு நேரத்தை முன்பதிவு செய்யுங்கள்.',
    trialRejectedPaid:
      '{{centre}}-இல் {{when}} அன்று சோதனை வகுப்பை ஏற்க இயலவில்லை. தயவுசெய்து வேறொரு நேரத்தை முன்பதிவு செய்யுங்கள். நீங்கள் செலுத்திய சோதனை வகுப்புக் கட்டணம் அடுத்து முன்பதிவு செய்யும் சோதனை வகுப்புக்குக் கணக்கில் கொள்ளப்படும்.',
    trialSkippedTitle: 'சோதனை வகுப்பு தேவையில்லை',
    trialSkipped: '{{child}}-க்கான சோதனை வகுப்பை {{centre}} தவிர்த்துள்ளது. நீங்கள் பதிவைத் தொடரலாம்.',
    trialSkippedCalledOff:
      '{{child}}-க்கான சோதனை வகுப்பை {{centre}} தவிர்த்துள்ளது; எனவே {{calledOff}} அன்று முன்பதிவு செய்த சோதனை வகுப்பு ரத்துசெய்யப்பட்டது. நீங்கள் பதிவைத் தொடரலாம்.',
    trialPaidTitle: 'சோதனை வகுப்புக் கட்டணம் பெறப்பட்டது',
    trialPaid:
      '{{when}} அன்று நடைபெறும் சோதனை வகுப்புக்கான கட்டணத்தை {{centre}} பெற்றுள்ளது. மையம் சோதனை வகுப்பை உறுதிசெய்யும்.',
  },
}

export const visitText = textsIn(VISIT_TEXTS)
