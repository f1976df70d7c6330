import { MIN_AGE_MONTHS } from '@preschool/domain'

export type LevelKey = 'IC' | 'PG' | 'N1' | 'N2' | 'K1' | 'K2'

export interface DemoProgram {
  label: string
  from: string
  to: string
}

/** A rung of the Singapore preschool ladder; ages in months, fromMonth inclusive and toMonth exclusive. */
export interface DemoLevel {
  key: LevelKey
  label: string
  fromMonth: number
  toMonth: number
  isInfant: boolean
  offOnSaturday: boolean
  programs: readonly DemoProgram[]
}

// Child care centres open 07:00-19:00 on weekdays; half days split the day at 13:00.
const dayCare: readonly DemoProgram[] = [
  { label: 'Full Day', from: '07:00', to: '19:00' },
  { label: 'Half Day (AM)', from: '07:00', to: '13:00' },
  { label: 'Half Day (PM)', from: '13:00', to: '19:00' },
]

// Kindergarten classes run in two shorter sessions; full day keeps child care around them.
const kindergarten: readonly DemoProgram[] = [
  { label: 'Full Day', from: '07:00', to: '19:00' },
  { label: 'Kindergarten (AM)', from: '08:00', to: '11:30' },
  { label: 'Kindergarten (PM)', from: '12:30', to: '16:00' },
]

export const demoLevels: readonly DemoLevel[] = [
  {
    key: 'IC',
    label: 'Infant Care',
    // The youngest age the enrolment rules accept.
    fromMonth: MIN_AGE_MONTHS,
    toMonth: 18,
    isInfant: true,
    offOnSaturday: false,
    programs: dayCare,
  },
  {
    key: 'PG',
    label: 'Playgroup',
    fromMonth: 18,
    toMonth: 36,
    isInfant: false,
    offOnSaturday: false,
    programs: dayCare,
  },
  {
    key: 'N1',
    label: 'Nursery 1',
    fromMonth: 36,
    toMonth: 48,
    isInfant: false,
    offOnSaturday: false,
    programs: dayCare,
  },
  {
    key: 'N2',
    label: 'Nursery 2',
    fromMonth: 48,
    toMonth: 60,
    isInfant: false,
    offOnSaturday: false,
    programs: dayCare,
  },
  {
    key: 'K1',
    label: 'Kindergarten 1',
    fromMonth: 60,
    toMonth: 72,
    isInfant: false,
    offOnSaturday: true,
    programs: kindergarten,
  },
  {
    key: 'K2',
    label: 'Kindergarten 2',
    fromMonth: 72,
    toMonth: 84,
    isInfant: false,
    offOnSaturday: true,
    programs: kindergarten,
  },
]

/** Children move up a level every 1 January: the next one after the day of seeding. */
export const nextPromotionDate = (today: Date) => `${today.getFullYear() + 1}-01-01`
