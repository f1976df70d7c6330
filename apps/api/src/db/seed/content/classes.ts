import type { LevelKey } from './levels'

/** The demo classes: at Little Steps @ Tampines (the principal's and centre staff's centre), two teachers each. */
export const demoClassCentre = 'LS-TMP'

export interface DemoClass {
  level: LevelKey
  label: string
  teachers: readonly [string, string][]
  /** The first teacher is the demo centre staff member's sign-in (class scope). */
  linkStaff?: string
}

export const demoClasses: readonly DemoClass[] = [
  {
    level: 'N1',
    label: 'N1 Sunflower',
    teachers: [
      ['Mei Ling', 'Goh'],
      ['Siti', 'Aminah'],
    ],
    linkStaff: 'staff@littlesteps.demo',
  },
  {
    level: 'N2',
    label: 'N2 Rainbow',
    teachers: [
      ['Kavitha', 'Raj'],
      ['Wei Jie', 'Tan'],
    ],
  },
  {
    level: 'K1',
    label: 'K1 Starlight',
    teachers: [
      ['Hui Min', 'Lee'],
      ['Farah', 'Ismail'],
    ],
  },
]

/**
 * Enrolled families at the centre: each child's age in months on the day of seeding and whether it sits in its
 * level's class (some wait to be assigned; the older N1 and N2 children are due for the year-end promotion).
 */
export const demoEnrolled: readonly {
  firstname: string
  lastname: string
  months: number
  placed: boolean
}[] = [
  { firstname: 'Chloe', lastname: 'Ng', months: 46, placed: true },
  { firstname: 'Aarav', lastname: 'Menon', months: 45, placed: true },
  { firstname: 'Hana', lastname: 'Yusof', months: 40, placed: false },
  { firstname: 'Lucas', lastname: 'Chua', months: 58, placed: true },
  { firstname: 'Sofia', lastname: 'Lim', months: 57, placed: false },
  { firstname: 'Ryan', lastname: 'Koh', months: 52, placed: true },
  { firstname: 'Zara', lastname: 'Ho', months: 66, placed: true },
  { firstname: 'Ethan', lastname: 'Wong', months: 62, placed: false },
]
