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
    // The first teacher is the centre staff member's sign-in: the same person, so the same name.
    teachers: [
      ['Priya', 'Nair'],
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
 * Enrolled families at the centre: each child's level, age in months on the day of seeding and whether it sits in
 * its level's class. Some wait to be assigned; those past their level's last month are due for the year-end
 * promotion (children move up once a year, so a class holds children older than its band).
 */
export const demoEnrolled: readonly {
  firstname: string
  lastname: string
  level: LevelKey
  months: number
  placed: boolean
}[] = [
  { firstname: 'Chloe', lastname: 'Ng', level: 'N1', months: 49, placed: true },
  { firstname: 'Aarav', lastname: 'Menon', level: 'N1', months: 50, placed: true },
  { firstname: 'Hana', lastname: 'Yusof', level: 'N1', months: 40, placed: false },
  { firstname: 'Lucas', lastname: 'Chua', level: 'N2', months: 61, placed: true },
  { firstname: 'Sofia', lastname: 'Lim', level: 'N2', months: 55, placed: false },
  { firstname: 'Ryan', lastname: 'Koh', level: 'N2', months: 52, placed: true },
  { firstname: 'Zara', lastname: 'Ho', level: 'K1', months: 66, placed: true },
  { firstname: 'Ethan', lastname: 'Wong', level: 'K1', months: 64, placed: false },
]
