import { describe, expect, it } from 'vitest'
import type { Level } from './documents'
import { levelToFormValues, toLevelData } from './form-values'

const input = {
  label: 'K1',
  fromMonth: 60,
  toMonth: 72,
  offOnSaturday: true,
  isInfant: false,
  active: true,
  programs: [{ ID: 4, label: 'Full Day', from: '07:00', to: '19:00' }],
}

describe('toLevelData', () => {
  it('drops an empty promotion date before sending', () => {
    expect(toLevelData({ ...input, promotionDate: null })).toEqual(input)
    expect('promotionDate' in toLevelData({ ...input, promotionDate: null })).toBe(false)
  })

  it('keeps a promotion date that is set', () => {
    expect(toLevelData({ ...input, promotionDate: '2027-01-01' }).promotionDate).toBe('2027-01-01')
  })
})

describe('levelToFormValues', () => {
  it('edits only the active programmes, so retired ones stay retired', () => {
    const level: Level = {
      ...input,
      ID: 9,
      promotionDate: null,
      programs: [
        { ...input.programs[0], active: true },
        { ID: 5, label: 'Half Day', from: '07:00', to: '13:00', active: false },
      ],
    }
    expect(levelToFormValues(level).programs).toEqual([input.programs[0]])
  })
})
