import { describe, expect, it } from 'vitest'
import { LevelMsg, levelInputSchema } from './levels'
import { V } from './messages'

const valid = {
  label: 'Nursery 1',
  fromMonth: 36,
  toMonth: 48,
  promotionDate: '2027-01-01',
  offOnSaturday: true,
  isInfant: false,
  active: true,
  programs: [{ label: 'Full Day', from: '07:00', to: '19:00' }],
}
const issues = (overrides: Record<string, unknown>) =>
  levelInputSchema
    .safeParse({ ...valid, ...overrides })
    .error?.issues.map((i) => [i.path.join('.'), i.message])

describe('levelInputSchema', () => {
  it('accepts a level, trims its labels and allows no promotion date', () => {
    expect(levelInputSchema.parse({ ...valid, label: ' Nursery 1 ' }).label).toBe('Nursery 1')
    expect(levelInputSchema.safeParse({ ...valid, promotionDate: null }).success).toBe(true)
    expect(levelInputSchema.safeParse({ ...valid, promotionDate: undefined }).success).toBe(true)
  })

  it('requires a label and both months', () => {
    expect(issues({ label: '  ' })).toEqual([['label', V.required]])
    expect(issues({ fromMonth: undefined, toMonth: Number.NaN })).toEqual([
      ['fromMonth', V.required],
      ['toMonth', V.required],
    ])
  })

  it('keeps months within 0 to 84 and toMonth after fromMonth', () => {
    expect(issues({ fromMonth: -1 })).toEqual([['fromMonth', LevelMsg.fromMonth]])
    expect(issues({ fromMonth: 84, toMonth: 84 })).toContainEqual(['fromMonth', LevelMsg.fromMonth])
    expect(issues({ toMonth: 85 })).toEqual([['toMonth', LevelMsg.toMonth]])
    expect(issues({ fromMonth: 1.5 })).toEqual([['fromMonth', LevelMsg.fromMonth]])
    expect(issues({ fromMonth: 48, toMonth: 48 })).toEqual([['toMonth', LevelMsg.toAfterFrom]])
  })

  it('refuses an invalid promotion date', () => {
    expect(issues({ promotionDate: '2027-02-30' })).toEqual([['promotionDate', V.invalidDate]])
    expect(issues({ promotionDate: '' })).toEqual([['promotionDate', V.invalidDate]])
  })

  it('checks programmes: at least one, HH:mm hours, end after start, distinct names', () => {
    expect(issues({ programs: [] })).toEqual([['programs', LevelMsg.programsRequired]])
    expect(issues({ programs: [{ label: 'AM', from: '7:00', to: '13:00' }] })).toContainEqual([
      'programs.0.from',
      LevelMsg.programTime,
    ])
    expect(issues({ programs: [{ label: 'AM', from: '13:00', to: '13:00' }] })).toEqual([
      ['programs.0.to', LevelMsg.programEnd],
    ])
    const twice = [
      { label: 'Full Day', from: '07:00', to: '19:00' },
      { label: 'full day', from: '07:00', to: '13:00' },
    ]
    expect(issues({ programs: twice })).toEqual([['programs', LevelMsg.programDuplicate]])
  })

  it('words the overlap refusal with the other level', () => {
    expect(LevelMsg.overlap('K1')).toBe('The age range overlaps with level K1')
  })
})

describe('level age range messages', () => {
  it('gives one message for a missing month, not the order rule as well', () => {
    const result = levelInputSchema.safeParse({
      label: 'Infant',
      fromMonth: Number.NaN,
      toMonth: 18,
      offOnSaturday: false,
      isInfant: true,
      active: true,
      programs: [{ label: 'Full Day', from: '07:00', to: '19:00' }],
    })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((i) => i.message) ?? []
    expect(messages).toContain(V.required)
    expect(messages).not.toContain(LevelMsg.toAfterFrom)
  })
})
