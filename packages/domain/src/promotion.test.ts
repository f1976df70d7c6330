import { describe, expect, it } from 'vitest'
import { type PromotionClass, proposePromotion } from './promotion'
import {
  ClassMsg,
  classCapacity,
  classFilterIds,
  classInputSchema,
  promotionItemSchema,
} from './validation/classes'

const levels = [
  { ID: 1, fromMonth: 36, toMonth: 48, promotionDate: '2027-01-01' },
  { ID: 2, fromMonth: 48, toMonth: 60, promotionDate: '2027-01-01' },
  { ID: 3, fromMonth: 60, toMonth: 72, promotionDate: '2027-01-01' },
]
const klass = (ID: number, levelID: number, capacity: number | null, size = 0): PromotionClass => ({
  ID,
  centreID: 10,
  levelID,
  label: `C${ID}`,
  capacity,
  size,
})

describe('promotion proposal', () => {
  it('moves children of age to the next level and fills classes up to their size, emptiest first', () => {
    const children = [1, 2, 3].map((n) => ({
      childID: n,
      dateOfBirth: `2022-0${n + 1}-01`,
      centreID: 10,
      levelID: 1,
    }))
    const proposal = proposePromotion({
      children,
      levels,
      classes: [klass(7, 2, 1), klass(8, 2, 2, 0)],
      today: '2026-11-24',
    })
    expect(proposal.map((p) => [p.childID, p.toLevelID, p.classID, p.warning])).toEqual([
      [1, 2, 8, null],
      [2, 2, 7, null],
      [3, 2, 8, null],
    ])
    expect(proposal[0].from).toBe('2027-01-01')
  })

  it('warns when every class of the next level is full, and when there is none', () => {
    const child = { childID: 1, dateOfBirth: '2022-06-01', centreID: 10, levelID: 1 }
    expect(
      proposePromotion({ children: [child], levels, classes: [klass(7, 2, 2, 2)], today: '2026-11-24' })[0],
    ).toMatchObject({ toLevelID: 2, classID: null, warning: 'classes_full' })
    expect(proposePromotion({ children: [child], levels, classes: [], today: '2026-11-24' })[0].warning).toBe(
      'no_class',
    )
  })

  it('keeps children too young to move and graduates those past the last level', () => {
    const young = { childID: 1, dateOfBirth: '2024-06-01', centreID: 10, levelID: 1 }
    const oldest = { childID: 2, dateOfBirth: '2020-06-01', centreID: 10, levelID: 3 }
    const proposal = proposePromotion({ children: [young, oldest], levels, classes: [], today: '2026-11-24' })
    expect(proposal).toEqual([
      expect.objectContaining({ childID: 2, toLevelID: null, moveReason: 'graduated' }),
    ])
  })
  it("proposes only levels the child's centre offers: the next one it runs, else graduation", () => {
    const child = { childID: 1, dateOfBirth: '2022-06-01', centreID: 10, levelID: 1 }
    const withoutN2 = (centreID: number, levelID: number) => centreID === 10 && levelID !== 2
    expect(
      proposePromotion({ children: [child], levels, classes: [], today: '2026-11-24', offers: withoutN2 })[0],
    ).toMatchObject({ toLevelID: 3, moveReason: 'promotion' })
    expect(
      proposePromotion({
        children: [child],
        levels,
        classes: [],
        today: '2026-11-24',
        offers: () => false,
      })[0],
    ).toMatchObject({ toLevelID: null, moveReason: 'graduated' })
  })
})

describe('class rules', () => {
  it('drops empty strings from the class filter', () => {
    expect(classFilterIds(['', '3', ' ', null, 4])).toEqual([3, 4])
  })

  it('holds the class size against the teacher ratio', () => {
    expect(classCapacity(8, 2)).toBe(16)
    expect(classCapacity(null, 2)).toBeNull()
  })

  it('refuses a teacher listed twice and more than ten teachers', () => {
    const base = { label: 'K1 Rose', fkCentre: 1, fkLevel: 2, teachers: [] }
    const twice = classInputSchema.safeParse({
      ...base,
      teachers: [1, 1].map((ID) => ({ ID, firstname: 'A', lastname: 'B' })),
    })
    expect(twice.error?.issues[0].message).toBe(ClassMsg.teacherDuplicate)
    const many = classInputSchema.safeParse({
      ...base,
      teachers: Array.from({ length: 11 }, () => ({ firstname: 'A', lastname: 'B' })),
    })
    expect(many.error?.issues[0].message).toBe(ClassMsg.teachersMax)
  })

  it('asks for the graduated reason exactly when no level is given', () => {
    const ok = promotionItemSchema.safeParse({
      childID: 1,
      levelID: null,
      from: '2027-01-01',
      moveReason: 'graduated',
    })
    expect(ok.success).toBe(true)
    const bad = promotionItemSchema.safeParse({
      childID: 1,
      levelID: 2,
      from: '2027-01-01',
      moveReason: 'graduated',
    })
    expect(bad.error?.issues[0].message).toBe(ClassMsg.reasonRequired)
  })
})
