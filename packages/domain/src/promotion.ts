/**
 * The year-end promotion proposal: every enrolled child's next level (by age at its level's promotion date) and a
 * class of that level at the same centre, filled up to each class's size. Pure, so the screen's preview and the
 * server's apply compute the same thing from the same rows.
 */

import { ageInMonths } from './validation/enquiry'

export interface PromotionChild {
  childID: number
  dateOfBirth: string
  centreID: number
  levelID: number
}

export interface PromotionLevel {
  ID: number
  fromMonth: number
  toMonth: number
  promotionDate: string | null
}

export interface PromotionClass {
  ID: number
  centreID: number
  levelID: number
  label: string
  /** Children its teachers may take (null: no ratio set, so no limit). */
  capacity: number | null
  /** Children already in it from the promotion date on. */
  size: number
}

export type PromotionWarning = 'no_class' | 'classes_full'

export interface PromotionProposal {
  childID: number
  fromLevelID: number
  /** Null: the child is past the last level and graduates. */
  toLevelID: number | null
  classID: number | null
  from: string
  moveReason: 'promotion' | 'graduated'
  warning: PromotionWarning | null
}

/** The 1st of January after `today`: the promotion date of a level that sets none. */
export const defaultPromotionDate = (today: string) => `${Number(today.slice(0, 4)) + 1}-01-01`

function nextLevel(levels: readonly PromotionLevel[], current: PromotionLevel, age: number) {
  const older = levels.filter((l) => l.fromMonth >= current.toMonth).sort((a, b) => a.fromMonth - b.fromMonth)
  if (older.length === 0) return null
  return older.find((l) => age >= l.fromMonth && age < l.toMonth) ?? older[0]
}

export function proposePromotion(input: {
  children: readonly PromotionChild[]
  levels: readonly PromotionLevel[]
  classes: readonly PromotionClass[]
  today: string
  /** Whether a centre offers a level: a child moves only to the next level its centre runs, else graduates. */
  offers?: (centreID: number, levelID: number) => boolean
}): PromotionProposal[] {
  const levelById = new Map(input.levels.map((l) => [l.ID, l]))
  const taken = new Map(input.classes.map((c) => [c.ID, c.size]))
  const ordered = [...input.children].sort(
    (a, b) => a.dateOfBirth.localeCompare(b.dateOfBirth) || a.childID - b.childID,
  )
  const proposals: PromotionProposal[] = []
  for (const child of ordered) {
    const current = levelById.get(child.levelID)
    if (!current) continue
    const from = current.promotionDate ?? defaultPromotionDate(input.today)
    // A level whose promotion date has passed this year promotes next year.
    const date = from < input.today ? `${Number(input.today.slice(0, 4)) + 1}${from.slice(4)}` : from
    const age = ageInMonths(child.dateOfBirth, date)
    // Still young enough for the current level: stays.
    if (age < current.toMonth) continue
    const offers = input.offers
    const offered = offers ? input.levels.filter((l) => offers(child.centreID, l.ID)) : input.levels
    const target = nextLevel(offered, current, age)
    if (!target) {
      proposals.push({
        ...base(child, date),
        toLevelID: null,
        classID: null,
        moveReason: 'graduated',
        warning: null,
      })
      continue
    }
    const options = input.classes
      .filter((c) => c.centreID === child.centreID && c.levelID === target.ID)
      .map((c) => ({ c, free: c.capacity === null ? Infinity : c.capacity - (taken.get(c.ID) ?? 0) }))
      .filter((o) => o.free > 0)
      // The emptiest class first keeps classes even; the label breaks ties so the proposal is stable.
      .sort((a, b) => b.free - a.free || a.c.label.localeCompare(b.c.label))
    const chosen = options[0]?.c ?? null
    if (chosen) taken.set(chosen.ID, (taken.get(chosen.ID) ?? 0) + 1)
    const anyClass = input.classes.some((c) => c.centreID === child.centreID && c.levelID === target.ID)
    proposals.push({
      ...base(child, date),
      toLevelID: target.ID,
      classID: chosen?.ID ?? null,
      moveReason: 'promotion',
      warning: chosen ? null : anyClass ? 'classes_full' : 'no_class',
    })
  }
  return proposals
}

const base = (child: PromotionChild, from: string) => ({
  childID: child.childID,
  fromLevelID: child.levelID,
  from,
})
