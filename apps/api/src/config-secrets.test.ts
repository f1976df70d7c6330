import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

const production = { NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' }

describe('a production server', () => {
  it('refuses to start with a default secret, which also keys the sandbox gateway’s notifications', () => {
    expect(() => loadConfig(production)).toThrow(/real secrets.*OIDC_CLIENT_SECRET/)
    expect(() => loadConfig({ ...production, OIDC_CLIENT_SECRET: 'embedded-sso-secret' })).toThrow(
      /OIDC_CLIENT_SECRET/,
    )
  })

  it('starts with its own secrets, and a development server keeps the defaults', () => {
    const own = loadConfig({ ...production, OIDC_CLIENT_SECRET: 'a-real-secret' })
    expect(own.payment.webhookSecret).not.toBe(loadConfig({}).payment.webhookSecret)
    expect(loadConfig({}).oidcClientSecret).toBe('embedded-sso-secret')
  })
})
