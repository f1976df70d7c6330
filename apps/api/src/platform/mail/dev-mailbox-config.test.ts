import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { testServer } from '../../test/server'
import { mailboxBannerLine, registerMailboxRoutes } from './mailbox-routes'

const mailboxOn = (env: NodeJS.ProcessEnv) => loadConfig(env).devMailbox

describe('when the development mailbox is open', () => {
  it('is on for the embedded demo on a loopback address', () => {
    expect(mailboxOn({})).toBe(true)
    expect(mailboxOn({ HOST: 'localhost', PUBLIC_URL: 'http://localhost:3000' })).toBe(true)
    expect(mailboxOn({ HOST: '::1', PUBLIC_URL: 'http://[::1]:3000/' })).toBe(true)
    expect(mailboxOn({ HOST: '127.0.0.2', PUBLIC_URL: 'http://127.0.0.2:3000' })).toBe(true)
    expect(mailboxOn({ DEV_MAILBOX: '1' })).toBe(true)
  })

  it('is off when the server listens on anything but loopback, even when asked for with DEV_MAILBOX=1', () => {
    expect(mailboxOn({ HOST: '0.0.0.0' })).toBe(false)
    expect(mailboxOn({ HOST: '::' })).toBe(false)
    expect(mailboxOn({ HOST: '10.0.0.5' })).toBe(false)
    expect(mailboxOn({ HOST: '0.0.0.0', DEV_MAILBOX: '1' })).toBe(false)
  })

  it('is off when the public address is not loopback, even when asked for with DEV_MAILBOX=1', () => {
    expect(mailboxOn({ PUBLIC_URL: 'https://enrol.example.com' })).toBe(false)
    expect(mailboxOn({ PUBLIC_URL: 'http://127.0.0.1.example.com:3000' })).toBe(false)
    expect(mailboxOn({ PUBLIC_URL: 'https://enrol.example.com', DEV_MAILBOX: '1' })).toBe(false)
  })

  it('is off with SMTP, in production, or with DEV_MAILBOX=0', () => {
    expect(mailboxOn({ SMTP_URL: 'smtp://mail.example.com' })).toBe(false)
    expect(
      mailboxOn({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', OIDC_CLIENT_SECRET: 'a-real-secret' }),
    ).toBe(false)
    expect(mailboxOn({ DEV_MAILBOX: '0' })).toBe(false)
  })

  it('is on anywhere only when forced with DEV_MAILBOX=force', () => {
    expect(
      mailboxOn({ DEV_MAILBOX: 'force', HOST: '0.0.0.0', PUBLIC_URL: 'https://enrol.example.com' }),
    ).toBe(true)
    expect(mailboxOn({ DEV_MAILBOX: 'force', SMTP_URL: 'smtp://mail.example.com' })).toBe(true)
  })

  it('serves no reset token when the server listens on a public address', async () => {
    const { db } = await testServer()
    const app = Fastify()
    await registerMailboxRoutes(app, { db, config: loadConfig({ HOST: '0.0.0.0' }) })
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox/latest.json?to=a@example.com' })
    expect(response.statusCode).toBe(404)
    await app.close()
  })

  it('says in the start-up banner whether it is on', () => {
    expect(mailboxBannerLine(loadConfig({ PORT: '3111' }))).toBe(
      'Development mailbox: ON at http://127.0.0.1:3111/dev/mailbox (shows every reset and registration link)',
    )
    expect(mailboxBannerLine(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://enrol.example.com' }))).toBe(
      'Development mailbox: off',
    )
  })
})
