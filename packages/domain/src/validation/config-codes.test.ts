import { describe, expect, it } from 'vitest'
import { CodeCategory } from '../constants'
import { ConfigMsg, codeCategoriesSchema, codeCategorySchema, schoolConfigKeySchema } from './config-codes'

describe('configuration codes and keys', () => {
  it('accepts the categories of spec 001 and answers repeated ones once', () => {
    expect(codeCategorySchema.parse('Nationality')).toBe('Nationality')
    expect(codeCategoriesSchema.parse(['Race', 'Nationality', 'Race'])).toEqual(['Race', 'Nationality'])
  })

  it('refuses unknown categories and keys', () => {
    expect(codeCategorySchema.safeParse('nationality').error?.issues[0].message).toBe(
      ConfigMsg.unknownCategory,
    )
    expect(
      codeCategoriesSchema.safeParse(Array(CodeCategory.length + 1).fill('Race')).error?.issues[0].message,
    ).toBe(ConfigMsg.tooManyCategories)
    expect(schoolConfigKeySchema.parse('primary_color')).toBe('primary_color')
    expect(schoolConfigKeySchema.safeParse('password').error?.issues[0].message).toBe(ConfigMsg.unknownKey)
  })
})
