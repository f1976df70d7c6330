import { CentreMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { GqlError } from '../../lib/request'
import { toCentreFilter } from './filter'
import { centreToFormValues, serverFieldErrors } from './form-values'
import { buildCentre } from './test-fixtures'

describe('centreToFormValues', () => {
  it('keeps only programmes the school still runs, and blanks for missing values', () => {
    const centre = buildCentre({
      ecdaCode: null,
      centreLevels: [
        ...buildCentre().centreLevels,
        {
          ID: 2,
          fkLevel: 5,
          fkProgram: 51,
          level: { ID: 5, label: 'K1', active: true },
          program: { ID: 51, label: 'Kindergarten (AM)', active: false },
        },
      ],
    })
    const values = centreToFormValues(centre)
    expect(values.levels).toEqual([{ fkLevel: 3, fkProgram: 31 }])
    expect(values.centreData?.ecdaCode).toBe('')
    expect(values.addressData).toMatchObject({ postcode: '540339', floor: '01', lat: 1.396793 })
  })
})

describe('serverFieldErrors', () => {
  it("puts the server's messages on the fields, lists as a whole", () => {
    const error = new GqlError([
      {
        message: CentreMsg.levelUnavailable,
        fields: {
          'levels.1': CentreMsg.levelUnavailable,
          'postcodes.0': CentreMsg.nearbyPostcode,
          other: 'x',
        },
      },
    ])
    expect(serverFieldErrors(error)).toEqual({
      fields: [
        ['levels', CentreMsg.levelUnavailable],
        ['postcodes', CentreMsg.nearbyPostcode],
      ],
      formMessage: null,
    })
    expect(serverFieldErrors(new GqlError([{ message: 'Centre not found' }]))).toEqual({
      fields: [],
      formMessage: 'Centre not found',
    })
  })
})

describe('toCentreFilter', () => {
  it('leaves out empty and false values (the spec)', () => {
    expect(toCentreFilter('  ', false)).toEqual({})
    expect(toCentreFilter(' kovan ', true)).toEqual({ search: 'kovan', active: true })
  })
})
