import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../config'
import { msGraphDirectory } from './msgraph'

const credentials = { tenantId: 'contoso', clientId: 'app-id', clientSecret: 's3cret' }
const TOKEN_URL = 'https://login.microsoftonline.com/contoso/oauth2/v2.0/token'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A fake Graph: a token endpoint and a users endpoint answering with the queued bodies. */
function fakeGraph(users: unknown[][], tokenLifetime = 3600) {
  let issued = 0
  const fetchMock = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const url = String(input)
    if (url === TOKEN_URL) return json({ access_token: `token-${++issued}`, expires_in: tokenLifetime })
    const next = users.shift()
    return next ? json({ value: next }) : json({ error: { code: 'Authorization_RequestDenied' } }, 403)
  })
  return { fetchMock, directory: msGraphDirectory(credentials, fetchMock as typeof fetch) }
}

const graphUser = {
  displayName: 'Nur Aisyah',
  givenName: 'Nur',
  surname: 'Aisyah',
  mail: 'NewTeacher@LittleSteps.demo',
  userPrincipalName: 'newteacher@littlesteps.onmicrosoft.com',
  businessPhones: ['+65 6250 1004'],
}

afterEach(() => vi.useRealTimers())

describe('Microsoft Graph directory', () => {
  it('asks for a client-credentials token, then filters users by address', async () => {
    const { fetchMock, directory } = fakeGraph([[graphUser]])
    expect(await directory.byEmail("o'brien@example.com")).toEqual({
      email: 'newteacher@littlesteps.demo',
      displayName: 'Nur Aisyah',
      givenName: 'Nur',
      surname: 'Aisyah',
      businessPhones: ['+65 6250 1004'],
    })
    const [tokenCall, usersCall] = fetchMock.mock.calls
    expect(tokenCall[0]).toBe(TOKEN_URL)
    expect(Object.fromEntries(new URLSearchParams(String(tokenCall[1]?.body)))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'app-id',
      client_secret: 's3cret',
      scope: 'https://graph.microsoft.com/.default',
    })
    const url = new URL(String(usersCall[0]))
    expect(url.origin + url.pathname).toBe('https://graph.microsoft.com/v1.0/users')
    // The quote is doubled, so the address cannot close the OData literal.
    expect(url.searchParams.get('$filter')).toBe(
      "mail eq 'o''brien@example.com' or userPrincipalName eq 'o''brien@example.com'",
    )
    expect(url.search).not.toContain('+')
    expect(url.searchParams.get('$top')).toBe('1')
    expect(new Headers(usersCall[1]?.headers).get('authorization')).toBe('Bearer token-1')
  })

  it('searches names with startswith, sorts by name, and reuses the token until it nearly expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const zed = { ...graphUser, displayName: 'Zed Lim', mail: null, userPrincipalName: 'zed@example.com' }
    const { fetchMock, directory } = fakeGraph([[zed, graphUser, { displayName: 'No Address' }], [], []])
    const found = await directory.byName('Nu')
    expect(found.map((u) => [u.displayName, u.email])).toEqual([
      ['Nur Aisyah', 'newteacher@littlesteps.demo'],
      ['Zed Lim', 'zed@example.com'],
    ])
    expect(new URL(String(fetchMock.mock.calls[1][0])).searchParams.get('$filter')).toBe(
      "startswith(displayName,'Nu') or startswith(givenName,'Nu') or startswith(surname,'Nu') or startswith(mail,'Nu')",
    )
    await directory.byName('Li')
    expect(fetchMock.mock.calls.filter(([url]) => url === TOKEN_URL)).toHaveLength(1)
    vi.setSystemTime(Date.now() + 3550_000)
    await directory.byName('Li')
    expect(fetchMock.mock.calls.filter(([url]) => url === TOKEN_URL)).toHaveLength(2)
  })

  it('fails when Graph refuses, and asks for a new token after a failed token request', async () => {
    const { directory } = fakeGraph([])
    await expect(directory.byEmail('a@example.com')).rejects.toThrow('Microsoft Graph answered 403')
    let calls = 0
    const flaky = msGraphDirectory(credentials, (async (input: string | URL | Request) => {
      calls++
      if (String(input) === TOKEN_URL) return calls === 1 ? json({}, 500) : json({ access_token: 't' })
      return json({ value: [] })
    }) as typeof fetch)
    await expect(flaky.byName('ab')).rejects.toThrow('Microsoft identity platform answered 500')
    expect(await flaky.byName('ab')).toEqual([])
  })
})

describe('DIRECTORY configuration', () => {
  it('defaults to the embedded accounts and needs all three credentials for Graph', () => {
    expect(loadConfig({}).directory).toEqual({ kind: 'embedded' })
    expect(
      loadConfig({
        DIRECTORY: 'msgraph',
        MSGRAPH_TENANT_ID: 'contoso',
        MSGRAPH_CLIENT_ID: 'app-id',
        MSGRAPH_CLIENT_SECRET: 's3cret',
      }).directory,
    ).toEqual({ kind: 'msgraph', ...credentials })
    expect(() => loadConfig({ DIRECTORY: 'msgraph', MSGRAPH_TENANT_ID: 'contoso' })).toThrow(
      'DIRECTORY=msgraph needs MSGRAPH_TENANT_ID, MSGRAPH_CLIENT_ID and MSGRAPH_CLIENT_SECRET',
    )
    expect(() => loadConfig({ DIRECTORY: 'ldap' })).toThrow('DIRECTORY must be embedded or msgraph')
  })
})
