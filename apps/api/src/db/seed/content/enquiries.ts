import type { LevelKey } from './levels'

/**
 * Places planned per centre and level from the month of seeding, so the enquiry form's vacancy answers are real.
 * Centres listed in `fullCentres` plan none for infant care: their infant care enquiries are wait-listed.
 */
export const demoCapacities: Record<LevelKey, number> = { IC: 12, PG: 18, N1: 25, N2: 25, K1: 30, K2: 30 }
export const fullInfantCareCentres: readonly string[] = ['LS-TMP']

/** The demo parent's child has one open enquiry, in its first state, so the parent dashboard shows it. */
export const demoEnquiry = {
  centre: 'LS-AMK',
  /** The first programme (by start time) of the level that suits the child's age at the enrolment date. */
  state: 'new_enquiry',
} as const
