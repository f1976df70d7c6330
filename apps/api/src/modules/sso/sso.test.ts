import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { createServer as createNetServer } from 'node:net'
import { Messages } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import type { Db } from '../../db/client'
import { directoryAccounts, sessions, ssoRequests, staff, userTokens } from '../../db/schema'
import { hashPassword } from '../../platform/auth/passwords'
import { loadViewer } from '../../platform/auth/sessions'
import { hashToken } from '../../platform/auth/tokens'
import { SIGN_IN_FAILED } from './callback-route'
import { WRONG_CREDENTIALS } from '../../platform/sso/interaction-routes'
import { createServer, type RunningServer } from '../../app/server'
import { buildParent, buildStaff, insertSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import type { TypedDocumentString } from '../../test/generated/graphql'
import type { GqlResult } from '../../test/server'

/*
 * Single sign-on needs a listening server: the API discovers and calls the embedded provider over HTTP, as it
 * would an external issuer. So this file runs its own server on a free port and drives it with fetch.
 */
let server: RunningServer
let base: string
let db: Db

async function freePort(): Promise<number> {
  const probe = createNetServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as AddressInfo
  probe.close()
  await once(probe, 'close')
  return port
}

beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = await createServer(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      LOG_LEVEL: 'silent',
    }),
    { inMemory: true, logger: false },
  )
  await server.app.listen({ port, host: '127.0.0.1' })
  db = server.database.db
})

afterAll(async () => {
  await server?.stop()
})

/** Like test/server's gql, over real HTTP to this file's own server (the IdP redirects need a listening port). */
async function gql<TResult, TVariables>(
  query: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  token?: string,
) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: query.toString(), variables }),
  })
  return (await response.json()) as GqlResult<TResult>
}

const LOGIN_URL = graphql(`
  query SsoUrl($fkSchool: Int!) {
    getLoginUrl(fkSchool: $fkSchool) {
      url
    }
  }
`)
const VALIDATE = graphql(`
  query SsoValidate($tokenString: String!) {
    validateUser(tokenString: $tokenString) {
      token
    }
  }
`)
const HEALTH = graphql(`
  query SsoHealth {
    health
  }
`)

/** The builders' school, made in this file's own database. */
const buildLocalSchool = () => insertSchool(db, 'sso')

const PASSWORD = 'Directory-pass-1'

async function buildDirectoryAccount(email: string) {
  await db.insert(directoryAccounts).values({
    email,
    displayName: 'Dana Lim',
    givenName: 'Dana',
    surname: 'Lim',
    passwordHash: await hashPassword(PASSWORD),
  })
}

/** A browser without scripts: a cookie jar (by name; the provider's cookies are all on this host). */
class Browser {
  private readonly cookies = new Map<string, string>()

  async fetch(url: URL, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    })
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';')
      const name = pair.slice(0, pair.indexOf('=')).trim()
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(a))
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(pair.indexOf('=') + 1))
    }
    return response
  }

  /**
   * Follows redirects within the provider and into the callback; stops at a page, at a redirect leaving them,
   * or (with stopAt) before requesting that path.
   */
  async visit(
    url: string | URL,
    init?: RequestInit,
    stopAt?: string,
  ): Promise<{ url: URL; response: Response }> {
    let target = new URL(url, base)
    let response = await this.fetch(target, init)
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, target)
      const within = next.pathname.startsWith('/oidc') || next.pathname === '/sso/callback'
      if (!within || next.pathname === stopAt) return { url: next, response }
      target = next
      response = await this.fetch(target)
    }
    return { url: target, response }
  }

  submit(page: { url: URL; html: string }, fields: Record<string, string>, stopAt?: string) {
    const action = page.html.match(/<form method="post" action="([^"]+)"/)![1]
    return this.visit(
      new URL(action, page.url),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      },
      stopAt,
    )
  }
}

async function loginUrl(schoolId: number): Promise<string> {
  const result = await gql(LOGIN_URL, { fkSchool: schoolId })
  expect(result.errors).toBeUndefined()
  return result.data!.getLoginUrl.url
}

/** getLoginUrl -> provider -> login page; returns the page for the form. */
async function openLoginPage(browser: Browser, schoolId: number) {
  const page = await browser.visit(await loginUrl(schoolId))
  expect(page.response.status).toBe(200)
  expect(page.url.pathname).toMatch(/^\/oidc\/interaction\//)
  return { ...page, html: await page.response.text() }
}

/** The whole sign-in up to the redirect that leaves the API: where the browser lands. */
async function signIn(schoolId: number, email: string, password = PASSWORD): Promise<URL> {
  const browser = new Browser()
  const page = await openLoginPage(browser, schoolId)
  const landing = await browser.submit(page, { email, password })
  expect(landing.response.status).toBe(303)
  return landing.url
}

/** Signs in at the provider but stops before the callback, returning its URL (code, state, iss). */
async function callbackUrl(browser: Browser, schoolId: number, email: string): Promise<URL> {
  const page = await openLoginPage(browser, schoolId)
  const stopped = await browser.submit(page, { email, password: PASSWORD }, '/sso/callback')
  expect(stopped.url.pathname).toBe('/sso/callback')
  return stopped.url
}

const isFailure = (landing: URL) => `${landing.pathname}${landing.search}` === SIGN_IN_FAILED

describe('staff single sign-on', () => {
  it('signs a staff member in: login URL, directory login, callback, hand-over token, session', async () => {
    const school = await buildLocalSchool()
    const member = await buildStaff(school, {})
    // The directory may spell the address differently; staff emails compare case-insensitively.
    await buildDirectoryAccount(member.email.toUpperCase())

    const url = new URL(await loginUrl(school.id))
    expect(url.origin + url.pathname).toBe(`${base}/oidc/auth`)
    expect(url.searchParams.get('redirect_uri')).toBe(`${base}/sso/callback`)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('scope')).toBe('openid email profile')
    const state = url.searchParams.get('state')!
    const [stored] = await db.select().from(ssoRequests).where(eq(ssoRequests.state, state))
    expect(stored).toMatchObject({ fkSchool: school.id, nonce: url.searchParams.get('nonce') })

    const browser = new Browser()
    const page = await browser.visit(url)
    const html = await page.response.text()
    expect(html).toContain('<title>Staff sign-in</title>')
    expect(html).toContain('<label for="email">Email</label>')
    expect(html).toContain('<label for="password">Password</label>')
    expect(html).not.toContain('role="alert"')
    const landing = await browser.submit({ ...page, html }, { email: member.email, password: PASSWORD })

    expect(landing.url.pathname).toBe('/sso')
    const handover = landing.url.searchParams.get('authorization_token')!
    expect(handover).toBeTruthy()
    const [tokenRow] = await db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(handover)))
    expect(tokenRow).toMatchObject({ fkUser: member.id, purpose: 'sso', usedAt: null })
    expect(tokenRow.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(2 * 60_000)
    expect(await db.select().from(ssoRequests).where(eq(ssoRequests.state, state))).toEqual([])

    const validated = await gql(VALIDATE, { tokenString: handover })
    expect(validated.errors).toBeUndefined()
    const session = validated.data!.validateUser.token
    const health = await gql(HEALTH, {}, session)
    expect(health.data).toEqual({ health: 'ok' })
    const [sessionRow] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(session)))
    expect(sessionRow).toMatchObject({ fkUser: member.id, revokedAt: null })
    const viewer = await loadViewer(db, session)
    expect(viewer).toMatchObject({ userId: member.id, schoolId: school.id, isStaff: true })

    // The hand-over token works once.
    const reused = await gql(VALIDATE, { tokenString: handover })
    expect(reused.errors?.[0]).toMatchObject({
      message: Messages.ssoUserNotFound,
      extensions: { code: 'SSO_FAILED' },
    })
  })

  it('shows an error line on a wrong directory password, then accepts the right one', async () => {
    const school = await buildLocalSchool()
    const member = await buildStaff(school, {})
    await buildDirectoryAccount(member.email)
    const browser = new Browser()
    const page = await openLoginPage(browser, school.id)

    const wrong = await browser.submit(page, {
      email: member.email,
      password: 'not-the-password1',
    })
    expect(wrong.response.status).toBe(401)
    const wrongHtml = await wrong.response.text()
    expect(wrongHtml).toContain(`role="alert" data-testid="sso-error">${WRONG_CREDENTIALS}</p>`)
    expect(wrongHtml).toContain(`value="${member.email}"`)
    const unknown = await browser.submit(page, { email: 'nobody@example.com', password: PASSWORD })
    expect(await unknown.response.text()).toContain(WRONG_CREDENTIALS)
    const empty = await browser.submit(page, { email: '', password: '' })
    expect(await empty.response.text()).toContain('enter your email')

    const landing = await browser.submit(
      { ...wrong, html: wrongHtml },
      { email: member.email, password: PASSWORD },
    )
    expect(landing.url.pathname).toBe('/sso')
  })

  it('ends at the staff login page unless the account is an active staff member', async () => {
    const school = await buildLocalSchool()
    const otherSchool = await buildLocalSchool()
    const parent = await buildParent(school)
    const inactive = await buildStaff(school, {})
    await db.update(staff).set({ active: false }).where(eq(staff.fkUser, inactive.id))
    const elsewhere = await buildStaff(otherSchool, {})
    const stranger = `stranger-${crypto.randomUUID().slice(0, 8)}@example.com`
    for (const email of [parent.email, inactive.email, stranger]) {
      await buildDirectoryAccount(email)
      expect(isFailure(await signIn(school.id, email)), email).toBe(true)
    }
    const tokens = await db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.purpose, 'sso'), eq(userTokens.fkUser, inactive.id)))
    expect(tokens).toEqual([])
    // The account decides the school: staff of another school sign in whichever school's address they used,
    // and the session is theirs (their own school), never the school of the address.
    await buildDirectoryAccount(elsewhere.email)
    for (const via of [otherSchool.id, school.id]) {
      const landing = await signIn(via, elsewhere.email)
      expect(landing.pathname).toBe('/sso')
      const token = landing.searchParams.get('authorization_token')!
      const session = await gql(VALIDATE, { tokenString: token })
      const viewer = await loadViewer(db, session.data!.validateUser.token)
      expect(viewer?.schoolId).toBe(otherSchool.id)
    }
  })

  it('refuses a tampered, replayed or expired state', async () => {
    const school = await buildLocalSchool()
    const member = await buildStaff(school, {})
    await buildDirectoryAccount(member.email)

    const browser = new Browser()
    const callback = await callbackUrl(browser, school.id, member.email)
    const tampered = new URL(callback)
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`)
    expect(isFailure((await browser.visit(tampered)).url)).toBe(true)
    expect((await browser.visit(callback)).url.pathname).toBe('/sso')
    expect(isFailure((await browser.visit(callback)).url)).toBe(true)
    const withoutState = new URL(callback)
    withoutState.searchParams.delete('state')
    expect(isFailure((await browser.visit(withoutState)).url)).toBe(true)

    const late = await callbackUrl(new Browser(), school.id, member.email)
    await db
      .update(ssoRequests)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(ssoRequests.state, late.searchParams.get('state')!))
    expect(isFailure((await browser.visit(late)).url)).toBe(true)
  })

  it('refuses a bogus or expired hand-over token with User Not Found', async () => {
    const bogus = await gql(VALIDATE, { tokenString: 'not-a-token' })
    expect(bogus.errors?.[0]).toMatchObject({
      message: Messages.ssoUserNotFound,
      extensions: { code: 'SSO_FAILED' },
    })

    const school = await buildLocalSchool()
    const member = await buildStaff(school, {})
    await buildDirectoryAccount(member.email)
    const handover = (await signIn(school.id, member.email)).searchParams.get('authorization_token')!
    await db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(handover)))
    const expired = await gql(VALIDATE, { tokenString: handover })
    expect(expired.errors?.[0].message).toBe(Messages.ssoUserNotFound)
  })

  it('serves the provider under /oidc and refuses a login page opened outside a sign-in', async () => {
    const discovery = await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()
    expect(discovery).toMatchObject({
      issuer: `${base}/oidc`,
      authorization_endpoint: `${base}/oidc/auth`,
      token_endpoint: `${base}/oidc/token`,
      code_challenge_methods_supported: ['S256'],
    })
    const stale = await fetch(`${base}/oidc/interaction/not-a-sign-in`)
    expect(stale.status).toBe(400)
    expect(await stale.text()).toContain('This sign-in has expired or was already completed.')
    const posted = await fetch(`${base}/oidc/interaction/not-a-sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.com&password=x',
    })
    expect(posted.status).toBe(400)
  })

  it('refuses a login URL for an unknown school and stores nothing', async () => {
    const before = await db.select().from(ssoRequests)
    const result = await gql(LOGIN_URL, { fkSchool: 999_999 })
    expect(result.errors?.[0]).toMatchObject({
      message: 'School not found',
      extensions: { code: 'NOT_FOUND' },
    })
    expect(await db.select().from(ssoRequests)).toHaveLength(before.length)
  })
})
