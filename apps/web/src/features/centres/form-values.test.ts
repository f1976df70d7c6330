import { describe, expect, it } from 'vitest'
import { centreToFormValues } from './form-values'
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
