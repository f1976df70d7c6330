import { singaporeDate, singaporeTime } from '@preschool/domain'

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'Tue, 04 Mar 2030' (the spec's long date format), in Singapore time. */
export function longDate(instant: Date): string {
  const date = singaporeDate(instant)
  const [y, m, d] = date.split('-').map(Number)
  const weekday = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]
  return `${weekday}, ${String(d).padStart(2, '0')} ${MONTHS[m - 1]} ${y}`
}

/** 'Tue, 04 Mar 2030, 09:00 to 09:30' in Singapore time. */
export const describeSlot = (from: Date, to: Date) =>
  `${longDate(from)}, ${singaporeTime(from)} to ${singaporeTime(to)}`

export const visitNoun = (visitType: string) => (visitType === 'trial' ? 'trial class' : 'centre visit')

/** What the parent is told a decision about. */
export interface DecisionFacts {
  centre: string
  /** The visit's day and times, Singapore time. */
  when: string
  remarks: string | null
  /** Where the centre is, for the parent who is now expected there. */
  address: string
  /** Whether the trial's fee was paid (it counts for the next trial). */
  feePaid: boolean
}

const withRemarks = (text: string, remarks: string | null) => (remarks ? `${text} Remarks: ${remarks}` : text)

/** What the parent is told after each staff decision. */
export const Notices = {
  visitApproved: ({ centre, when, remarks, address }: DecisionFacts) => ({
    title: 'Centre visit approved',
    body: withRemarks(
      `Your centre visit at ${centre} on ${when} is confirmed. The centre is at ${address}. We look forward to seeing you.`,
      remarks,
    ),
  }),
  visitRejected: ({ centre, when, remarks }: DecisionFacts) => ({
    title: 'Centre visit declined',
    body: withRemarks(
      `Your centre visit at ${centre} on ${when} could not be accepted. Please book another time.`,
      remarks,
    ),
  }),
  /** `calledOff` is when the visit the parent had booked was, now cancelled; null when none was booked. */
  visitSkipped: (centre: string, child: string, remarks: string | null, calledOff: string | null) => ({
    title: 'Centre visit not needed',
    body: withRemarks(
      `${centre} has skipped the centre visit for ${child}${calledOff ? `, so the centre visit booked for ${calledOff} is cancelled` : ''}. You can go on to the next step.`,
      remarks,
    ),
  }),
  trialApproved: ({ centre, when, remarks, address }: DecisionFacts) => ({
    title: 'Trial class approved',
    body: withRemarks(
      `The trial class at ${centre} on ${when} is confirmed. The centre is at ${address}. After the trial class, you can go on to registration.`,
      remarks,
    ),
  }),
  trialRejected: ({ centre, when, remarks, feePaid }: DecisionFacts) => ({
    title: 'Trial class declined',
    body: withRemarks(
      `The trial class at ${centre} on ${when} could not be accepted. Please book another time.${
        feePaid ? ' The trial class fee you paid counts for the trial class you book next.' : ''
      }`,
      remarks,
    ),
  }),
  trialSkipped: (centre: string, child: string, remarks: string, calledOff: string | null) => ({
    title: 'Trial class not needed',
    body: withRemarks(
      `${centre} has skipped the trial class for ${child}${calledOff ? `, so the trial class booked for ${calledOff} is cancelled` : ''}. You can go on to registration.`,
      remarks,
    ),
  }),
  trialPaid: (centre: string, when: string) => ({
    title: 'Trial class fee received',
    body: `${centre} has received the fee of the trial class on ${when}. The centre will confirm the trial class.`,
  }),
}
