import { describe, expect, it } from 'vitest'
import { RefusalTexts, refusalText } from './refusal-reasons'
import { KioskMsg } from './validation/kiosk'

describe('refusal reasons', () => {
  it('give each reason the spec’s English message, verbatim', () => {
    expect(refusalText('kiosk.passUsed')).toBe(
      'This code has been used. Show a new code from the parent app.',
    )
    expect(refusalText('kiosk.closed')).toBe(KioskMsg.kioskClosed)
  })

  it('hold texts only, each a non-empty sentence (a parent reads it as it is)', () => {
    for (const texts of Object.values(RefusalTexts))
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('')
  })
})
