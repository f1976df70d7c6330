import { type Language, singaporeDate, singaporeTime } from '@preschool/domain'
import { longDateIn } from '../../platform/i18n/dates'
import type { LocalWords } from '../notifications'
import { visitText } from './notice-texts'

/** A visit's start and end. */
export interface Slot {
  from: Date
  to: Date
}

/** 'Tue, 04 Mar 2030, 09:00 to 09:30' in Singapore time, in the reader's language. */
export const slotIn = (language: Language, { from, to }: Slot) =>
  visitText(language, 'slot', {
    day: longDateIn(language, singaporeDate(from)),
    from: singaporeTime(from),
    to: singaporeTime(to),
  })

/** 'Tue, 04 Mar 2030' (the spec's long date format), in Singapore time. */
export const longDate = (instant: Date) => longDateIn('en', singaporeDate(instant))

/** 'Tue, 04 Mar 2030, 09:00 to 09:30' in Singapore time (staff's texts and the enquiry's history). */
export const describeSlot = (from: Date, to: Date) => slotIn('en', { from, to })

export const visitNoun = (visitType: string) => (visitType === 'trial' ? 'trial class' : 'centre visit')

/** The visit's noun in the reader's language, as a word in a sentence and as a title's first word. */
export const visitNounIn = (language: Language, visitType: string) =>
  visitType === 'trial'
    ? { noun: visitText(language, 'trialClass'), Noun: visitText(language, 'TrialClass') }
    : { noun: visitText(language, 'centreVisit'), Noun: visitText(language, 'CentreVisit') }

/** What the parent is told a decision about. */
export interface DecisionFacts {
  centre: string
  /** The visit's day and times. */
  when: Slot
  remarks: string | null
  /** Where the centre is, for the parent who is now expected there. */
  address: string
  /** Whether the trial's fee was paid (it counts for the next trial). */
  feePaid: boolean
}

type Key = Parameters<typeof visitText>[1]

/** A notice in the reader's language: its title, and its body followed by the staff's remarks when there are any. */
const notice = (
  title: Key,
  body: Key,
  remarks: string | null,
  values: (language: Language) => Record<string, string>,
): LocalWords => ({
  inLanguage: (language) => {
    const text = visitText(language, body, values(language))
    return {
      title: visitText(language, title),
      body: remarks ? visitText(language, 'withRemarks', { text, remarks }) : text,
    }
  },
})

const decided = (f: DecisionFacts) => (language: Language) => ({
  centre: f.centre,
  when: slotIn(language, f.when),
  address: f.address,
})

const skipped = (centre: string, child: string, calledOff: Slot | null) => (language: Language) => ({
  centre,
  child,
  ...(calledOff ? { calledOff: slotIn(language, calledOff) } : {}),
})

/** What the parent is told after each staff decision. */
export const Notices = {
  visitApproved: (f: DecisionFacts) => notice('visitApprovedTitle', 'visitApproved', f.remarks, decided(f)),
  visitRejected: (f: DecisionFacts) => notice('visitRejectedTitle', 'visitRejected', f.remarks, decided(f)),
  /** `calledOff` is when the visit the parent had booked was, now cancelled; null when none was booked. */
  visitSkipped: (centre: string, child: string, remarks: string | null, calledOff: Slot | null) =>
    notice(
      'visitSkippedTitle',
      calledOff ? 'visitSkippedCalledOff' : 'visitSkipped',
      remarks,
      skipped(centre, child, calledOff),
    ),
  trialApproved: (f: DecisionFacts) => notice('trialApprovedTitle', 'trialApproved', f.remarks, decided(f)),
  trialRejected: (f: DecisionFacts) =>
    notice('trialRejectedTitle', f.feePaid ? 'trialRejectedPaid' : 'trialRejected', f.remarks, decided(f)),
  trialSkipped: (centre: string, child: string, remarks: string, calledOff: Slot | null) =>
    notice(
      'trialSkippedTitle',
      calledOff ? 'trialSkippedCalledOff' : 'trialSkipped',
      remarks,
      skipped(centre, child, calledOff),
    ),
  trialPaid: (centre: string, when: Slot) =>
    notice('trialPaidTitle', 'trialPaid', null, (language) => ({ centre, when: slotIn(language, when) })),
}
