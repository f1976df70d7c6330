import { beforeAll, describe, expect, it } from 'vitest'
import i18n, { loadAllTexts } from '../../i18n'
import { overCapacityBadge, overCapacityText } from './capacity-text'

beforeAll(() => loadAllTexts())

const klass = { currentChildrenCount: 5, upcomingChildrenCount: 1, capacity: 0 }

describe('a class over its teacher ratio', () => {
  it('asks for a teacher when the class has none, instead of a ratio of 0 children', () => {
    expect(overCapacityText(i18n.t, { ...klass, teachers: [] })).toBe(
      'This class has 6 children and no teachers: assign a teacher to it.',
    )
    expect(overCapacityBadge(i18n.t, { ...klass, teachers: [] })).toBe('No teachers')
  })

  it('names the children and how many its teachers may take', () => {
    const taught = { ...klass, teachers: [{}], capacity: 4 }
    expect(overCapacityText(i18n.t, taught)).toBe(
      'This class has 6 children: at the centre’s teacher ratio its teachers may take 4.',
    )
    expect(overCapacityBadge(i18n.t, taught)).toBe('Over ratio: 4 max')
  })
})
