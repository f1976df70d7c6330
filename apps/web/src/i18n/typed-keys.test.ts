import i18n from 'i18next'
import { describe, expect, it } from 'vitest'
import './index'

describe('the text bundle', () => {
  it('answers a key from a feature file', () => {
    expect(i18n.t('levels.title')).toBe('Level management')
  })

  it('refuses a misspelt key at type-check time', () => {
    // @ts-expect-error 'levels.titel' is not a key: if keys stop being typed, this line fails `npm run typecheck`
    expect(i18n.t('levels.titel')).toBe('levels.titel')
  })
})
