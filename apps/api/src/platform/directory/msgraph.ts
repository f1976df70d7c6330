import { DIRECTORY_RESULT_LIMIT, type Directory, type DirectoryUser } from './directory'

/** The app registration Microsoft Graph is read with (client credentials; needs User.Read.All). */
export interface MsGraphCredentials {
  tenantId: string
  clientId: string
  clientSecret: string
}

type Fetch = typeof fetch

const GRAPH_USERS = 'https://graph.microsoft.com/v1.0/users'
const SELECT = 'displayName,givenName,surname,mail,userPrincipalName,businessPhones'
const TIMEOUT_MS = 10_000
/** Tokens are renewed a minute early, so one never expires between the check and Graph's answer. */
const EXPIRY_MARGIN_S = 60

interface GraphUser {
  displayName?: string | null
  givenName?: string | null
  surname?: string | null
  mail?: string | null
  userPrincipalName?: string | null
  businessPhones?: string[] | null
}

/** An OData string literal: single quotes are doubled, so a query cannot close the literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

function toUser(user: GraphUser): DirectoryUser[] {
  const email = user.mail ?? user.userPrincipalName
  if (!email) return []
  const givenName = user.givenName ?? ''
  const surname = user.surname ?? ''
  return [
    {
      email: email.toLowerCase(),
      displayName: user.displayName ?? `${givenName} ${surname}`.trim(),
      givenName,
      surname,
      businessPhones: user.businessPhones ?? [],
    },
  ]
}

/** A client-credentials token, fetched on first use and reused until shortly before it expires. */
function tokenSource(credentials: MsGraphCredentials, fetchImpl: Fetch) {
  let cached: { token: Promise<string>; expiresAt: number } | undefined
  const fetchToken = async (): Promise<{ token: string; lifetime: number }> => {
    const response = await fetchImpl(
      `https://login.microsoftonline.com/${encodeURIComponent(credentials.tenantId)}/oauth2/v2.0/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
          scope: 'https://graph.microsoft.com/.default',
        }).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    )
    if (!response.ok) throw new Error(`Microsoft identity platform answered ${response.status}`)
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown }
    if (typeof body.access_token !== 'string') throw new Error('Microsoft identity platform sent no token')
    return { token: body.access_token, lifetime: typeof body.expires_in === 'number' ? body.expires_in : 0 }
  }
  return {
    get(): Promise<string> {
      if (cached && cached.expiresAt > Date.now()) return cached.token
      const pending = fetchToken()
      // Concurrent look-ups share one token request; a failed one is forgotten so the next call tries again.
      const entry = { token: pending.then((t) => t.token), expiresAt: Number.POSITIVE_INFINITY }
      cached = entry
      pending.then(
        (t) => {
          entry.expiresAt = Date.now() + (t.lifetime - EXPIRY_MARGIN_S) * 1000
        },
        () => {
          if (cached === entry) cached = undefined
        },
      )
      return entry.token
    },
    forget(): void {
      cached = undefined
    },
  }
}

/** Microsoft Graph's users, filtered on the server ($filter) and read with an app-only token. */
export function msGraphDirectory(credentials: MsGraphCredentials, fetchImpl: Fetch = fetch): Directory {
  const tokens = tokenSource(credentials, fetchImpl)
  async function users(filter: string, top: number): Promise<DirectoryUser[]> {
    // Built by hand: Graph wants spaces as %20, where URLSearchParams would write '+'.
    const query = `$filter=${encodeURIComponent(filter)}&$select=${SELECT}&$top=${top}`
    const response = await fetchImpl(`${GRAPH_USERS}?${query}`, {
      headers: { authorization: `Bearer ${await tokens.get()}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    // A revoked or rotated secret: the next look-up asks for a new token.
    if (response.status === 401) tokens.forget()
    if (!response.ok) throw new Error(`Microsoft Graph answered ${response.status}`)
    const body = (await response.json()) as { value?: GraphUser[] }
    return (body.value ?? []).flatMap(toUser)
  }
  return {
    async byEmail(email) {
      const address = literal(email.toLowerCase())
      const [user] = await users(`mail eq ${address} or userPrincipalName eq ${address}`, 1)
      return user ?? null
    },
    async byName(query) {
      const text = literal(query)
      const found = await users(
        ['displayName', 'givenName', 'surname', 'mail']
          .map((field) => `startswith(${field},${text})`)
          .join(' or '),
        DIRECTORY_RESULT_LIMIT,
      )
      // Sorting with a filter needs Graph's advanced queries; the page is small enough to sort here.
      return found.toSorted((a, b) => a.displayName.localeCompare(b.displayName))
    },
  }
}
