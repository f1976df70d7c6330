import type { RecurType, VisitType } from '@preschool/domain'

/** The schools whose centres receive visitors in the demo (the parent's school). */
export const VISIT_DEMO_SCHOOL = 'littlesteps'
/** How far ahead the demo availabilities reach. */
export const VISIT_DEMO_MONTHS = 3

export interface DemoAvailability {
  visitType: VisitType
  from: string
  to: string
  recurType: RecurType
  recurOnDays: number[]
  slotMinutes: number
  familiesPerSlot: number
}

/** Centre visits on weekday mornings, trial classes on Tuesday and Thursday mornings. */
export const demoAvailabilities: readonly DemoAvailability[] = [
  {
    visitType: 'centre_visit',
    from: '09:00',
    to: '12:00',
    recurType: 'weekly',
    recurOnDays: [1, 2, 3, 4, 5],
    slotMinutes: 30,
    familiesPerSlot: 2,
  },
  {
    visitType: 'trial',
    from: '09:00',
    to: '11:00',
    recurType: 'weekly',
    recurOnDays: [2, 4],
    slotMinutes: 60,
    familiesPerSlot: 3,
  },
]
