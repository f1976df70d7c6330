import { KioskMsg } from '@preschool/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../i18n'
import { MeDocument as ME } from '../generated/graphql'
import { mockGraphQL } from '../test/graphql-mock'
import { GqlError, request, requestOrThrow } from './request'

/** The server refuses every request with this one error (the English message is the spec's, as sent). */
const refuse = (message: string, extensions: Record<string, unknown>) =>
  mockGraphQL({ me: () => ({ errors: [{ message, extensions } as never] }) })

describe('a server refusal with a reason', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    await setLanguage('en', { remember: false })
  })

  it('reads in English as the server words it', async () => {
    refuse(KioskMsg.passUsed, { code: 'BAD_USER_INPUT', reason: 'kiosk.passUsed' })
    const [error] = (await request(ME)).error!
    expect(error).toEqual({ message: KioskMsg.passUsed, code: 'BAD_USER_INPUT', reason: 'kiosk.passUsed' })
  })

  it('reads in Chinese, under its field too, when the parent chose Chinese', async () => {
    await setLanguage('zh', { remember: false })
    const fields = { mobile: KioskMsg.mobileTaken, name: 'Required' }
    refuse(KioskMsg.mobileTaken, { code: 'CONFLICT', fields, reason: 'kiosk.mobileTaken' })
    const thrown = await requestOrThrow(ME).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(GqlError)
    expect((thrown as GqlError).message).toBe('这个手机号码已经是该孩子的授权接送人')
    // The field that repeats the refusal reads the same; another field's own message is left as sent.
    expect((thrown as GqlError).fields).toEqual({
      mobile: '这个手机号码已经是该孩子的授权接送人',
      name: 'Required',
    })
  })

  it('reads in Tamil when the parent chose Tamil', async () => {
    await setLanguage('ta', { remember: false })
    refuse(KioskMsg.notAuthorised, { code: 'FORBIDDEN', reason: 'kiosk.notAuthorised' })
    expect((await request(ME)).error?.[0].message).toBe(
      'நீங்கள் இந்தக் குழந்தையை அழைத்துச் செல்ல அங்கீகரிக்கப்பட்டவர் அல்ல. மைய ஊழியர்களுக்குத் தெரிவிக்கப்பட்டுள்ளது.',
    )
  })

  it('falls back to the server’s message for a reason this build does not know, or one that is no string', async () => {
    await setLanguage('zh', { remember: false })
    for (const reason of [
      'kiosk.somethingNew',
      'kiosk',
      'refusals.kiosk.passUsed',
      '__proto__',
      'kiosk.constructor',
      'kiosk.toString',
      42,
      { a: 1 },
    ]) {
      refuse('A refusal from a newer server', { code: 'CONFLICT', reason })
      expect((await request(ME)).error?.[0].message).toBe('A refusal from a newer server')
    }
  })

  it('shows no reason’s text for an error without one, whatever its message says', async () => {
    await setLanguage('zh', { remember: false })
    refuse('kiosk.passUsed', { code: 'CONFLICT' })
    expect((await request(ME)).error?.[0].message).toBe('kiosk.passUsed')
  })
})
