import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app/app'
import { loadConfig } from '../../config'
import { testServer } from '../../test/server'
import { formAwaitingApplicant } from '../../modules/esign/test-support'
import { SIGNING_PATH } from '../esign/embedded'
import { MPGS_CHECKOUT_PATH } from '../payments/mpgs-gateway'
import { SANDBOX_CHECKOUT_PATH } from '../payments/sandbox-gateway'
import { EMBEDDED_MOUNT } from '../sso/urls'
import { redactUrl } from './serializers'

/** An app on the test database whose log lines are kept for the test to read. */
async function appWithLog() {
  const { db, platform } = await testServer()
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const config = {
    ...loadConfig({ LOG_LEVEL: 'info', PUBLIC_URL: 'http://127.0.0.1:3999' }),
    logLevel: 'info',
  }
  const app = await buildApp({ db, config, platform, logStream: stream })
  return { app, db, platform, log: () => lines.join('') }
}

describe('what reaches the log', () => {
  it('logs a failed SQL statement without the values bound to it', async () => {
    const { app, db, log } = await appWithLog()
    const secret = 'S9912345Z-household-$9,001'
    const error = await db
      .execute(sql`insert into no_such_table (birth_certificate, income) values (${secret}, ${'4.2e9'})`)
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error ?? {}))).toContain(secret)
    app.log.error({ err: error }, 'unexpected error in resolver')
    expect(log()).toContain('no_such_table')
    expect(log()).not.toContain(secret)
    expect(log()).not.toContain('4.2e9')
    await app.close()
  })

  it('logs a unique violation without the duplicated value', async () => {
    const { app, db, log } = await appWithLog()
    // One transaction: on a PostgreSQL pool each statement may take another connection, and a temporary table
    // lives on one. The duplicate goes into a savepoint, so its error leaves the transaction usable.
    const error = await db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table dup_test (email text unique) on commit drop`)
      await tx.execute(sql`insert into dup_test values (${'owner@example.com'})`)
      return tx
        .transaction((savepoint) =>
          savepoint.execute(sql`insert into dup_test values (${'owner@example.com'})`),
        )
        .catch((e: unknown) => e)
    })
    app.log.error({ err: error }, 'unexpected error in resolver')
    expect(log()).toContain('dup_test')
    expect(log()).not.toContain('owner@example.com')
    await app.close()
  })

  it('redacts one-time link tokens and codes in logged request URLs', async () => {
    const { app, log } = await appWithLog()
    for (const url of [
      '/reset?reset_password_token=RESETSECRET1',
      '/register?register_token=REGISTERSECRET2',
      '/sso/signed-in?authorization_token=HANDOVERSECRET3',
      '/sso/callback?code=OIDCCODE4&state=STATE5',
      '/files/x?expires=1&signature=SIGNATURE6',
    ])
      await app.inject({ method: 'GET', url })
    const text = log()
    expect(text).toContain('reset_password_token=%5Bredacted%5D')
    for (const secret of [
      'RESETSECRET1',
      'REGISTERSECRET2',
      'HANDOVERSECRET3',
      'OIDCCODE4',
      'STATE5',
      'SIGNATURE6',
    ])
      expect(text).not.toContain(secret)
    await app.close()
  })

  it('redacts the e-signature link of a real consent form in the request log', async () => {
    const { token } = await formAwaitingApplicant()
    const { app, log } = await appWithLog()
    await app.inject({ method: 'GET', url: `${SIGNING_PATH}${token}` })
    await app.inject({ method: 'GET', url: `${SIGNING_PATH}${token}/?lang=en` })
    expect(log()).toContain(`${SIGNING_PATH}[redacted]`)
    expect(log()).not.toContain(token)
    await app.close()
  })

  it('redacts keys in the paths of checkout sessions, sign-in interactions and the storage links', async () => {
    const { app, platform, log } = await appWithLog()
    const download = new URL(await platform.storage.signedGetUrl('1/documents/x.pdf', 600))
    const urls = [
      `${download.pathname}${download.search}`,
      `${SANDBOX_CHECKOUT_PATH}SESSION0123456789ABCDEF0123456789ABCDEF`,
      `${MPGS_CHECKOUT_PATH}SESSIONMPGS7`,
      `${EMBEDDED_MOUNT}/interaction/INTERACTION8`,
      '/payments/return?resultIndicator=INDICATOR9',
    ]
    for (const url of urls) await app.inject({ method: 'GET', url })
    const text = log()
    for (const secret of [
      download.searchParams.get('signature')!,
      'SESSION0123456789ABCDEF0123456789ABCDEF',
      'SESSIONMPGS7',
      'INTERACTION8',
      'INDICATOR9',
    ])
      expect(text).not.toContain(secret)
    expect(text).toContain(`${SANDBOX_CHECKOUT_PATH}[redacted]`)
    await app.close()
  })

  it('keeps other query parameters as they are', () => {
    expect(redactUrl('/enquiry?school=3&centre=5')).toBe('/enquiry?school=3&centre=5')
    expect(redactUrl('/reset?reset_password_token=abc&lang=en')).toBe(
      '/reset?reset_password_token=%5Bredacted%5D&lang=en',
    )
  })
})
