import { describe, expect, it } from 'vitest'
import { isRefusalReason, RefusalTexts, refusalText } from './refusal-reasons'
import { KioskMsg } from './validation/kiosk'

describe('refusal reasons', () => {
  it('give each reason the spec’s English message, verbatim', () => {
    expect(refusalText('kiosk.passUsed')).toBe(
      'This code has been used. Show a new code from the parent app.',
    )
    expect(refusalText('kiosk.closed')).toBe(KioskMsg.kioskClosed)
  })

  it('know only their own keys: a group, a made-up key, an object’s own properties or no string are none', () => {
    expect(isRefusalReason('kiosk.notAuthorised')).toBe(true)
    for (const value of [
      'kiosk',
      'kiosk.',
      'kiosk.nope',
      'constructor',
      '__proto__',
      'kiosk.toString',
      7,
      null,
      {},
    ])
      expect(isRefusalReason(value)).toBe(false)
  })

  it('hold texts only, each a non-empty sentence (a parent reads it as it is)', () => {
    for (const texts of Object.values(RefusalTexts))
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('')
  })
})
