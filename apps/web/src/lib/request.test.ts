import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../i18n'
import { MeDocument as ME } from '../generated/graphql'
import { request, requestOrThrow } from './request'

/** The network is down: the browser's fetch rejects with a TypeError ('Failed to fetch'). */
const offline = () => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))

describe('a request while the network is down', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    await setLanguage('en', { remember: false })
  })

  it('answers a clear message instead of the browser’s "Failed to fetch"', async () => {
    offline()
    const result = await request(ME)
    expect(result.success).toBe(false)
    expect(result.error?.[0].message).toBe('You appear to be offline. Check your connection and try again.')
    await expect(requestOrThrow(ME)).rejects.toThrow(
      'You appear to be offline. Check your connection and try again.',
    )
  })

  it('says it in the language the parent chose', async () => {
    offline()
    await setLanguage('ta', { remember: false })
    expect((await request(ME)).error?.[0].message).toBe(
      'நீங்கள் இணைய இணைப்பில் இல்லை போலத் தெரிகிறது. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
    )
  })
})
