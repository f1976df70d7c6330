import { LevelMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { GqlError } from '../../lib/request'
import type { Level } from './documents'
import { levelToFormValues, serverFieldErrors, toLevelData } from './form-values'

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

describe('serverFieldErrors', () => {
  it('keeps the fields the form has and leaves the rest to the message', () => {
    const error = new GqlError([
      { message: 'x', fields: { 'programs.1.from': LevelMsg.programTime, _: 'x' } },
    ])
    expect(serverFieldErrors(error)).toEqual({
      fields: [['programs.1.from', LevelMsg.programTime]],
      formMessage: null,
    })
    expect(serverFieldErrors(new GqlError([{ message: 'Level not found' }]))).toEqual({
      fields: [],
      formMessage: 'Level not found',
    })
  })
})
