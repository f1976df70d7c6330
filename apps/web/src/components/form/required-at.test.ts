import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isRequiredAt } from './required-at'

describe('isRequiredAt', () => {
  const schema = z
    .object({
      name: z.string(),
      nickname: z.string().optional(),
      address: z.object({ postcode: z.string(), unit: z.string().nullish() }),
      spouse: z.object({ firstname: z.string() }).optional(),
    })
    .transform((v) => v)

  it('reads required and optional fields through pipes, nested objects and optional sections', () => {
    expect(isRequiredAt(schema, 'name')).toBe(true)
    expect(isRequiredAt(schema, 'nickname')).toBe(false)
    expect(isRequiredAt(schema, 'address.postcode')).toBe(true)
    expect(isRequiredAt(schema, 'address.unit')).toBe(false)
    expect(isRequiredAt(schema, 'spouse.firstname')).toBe(true)
  })

  it('calls a path the schema does not describe not required', () => {
    expect(isRequiredAt(schema, 'unknown')).toBe(false)
    expect(isRequiredAt(schema, 'name.first')).toBe(false)
  })
})
