import { createHmac } from 'node:crypto'
import path from 'node:path'

/** Every setting the server reads, with its embedded default. The README's configuration table mirrors this. */
export interface Config {
  port: number
  host: string
  /** Public address of the app, used in emailed links and as the SSO redirect base. */
  publicUrl: string
  databaseUrl: string | undefined
  dataDir: string
  seedDemo: boolean
  smtpUrl: string | undefined
  mailFrom: string
  oidcIssuer: string | undefined
  oidcClientId: string
  oidcClientSecret: string
  /** Keys signing the embedded OIDC provider's cookies; derived from the client secret so instances agree. */
  oidcCookieKeys: string[]
  sessionTtlHours: number
  logLevel: string
  webDist: string | undefined
  /** Proxy hops to trust for the client address (X-Forwarded-For); off unless the API sits behind a proxy. */
  trustProxy: boolean | string
  /** The development mailbox page at /dev/mailbox (on by default, off when SMTP delivers for real). */
  devMailbox: boolean
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000)
  const host = env.HOST ?? '127.0.0.1'
  const oidcClientSecret = env.OIDC_CLIENT_SECRET ?? 'embedded-sso-secret'
  return {
    port,
    host,
    publicUrl: (env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(
      /\/$/,
      '',
    ),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    seedDemo: env.SEED_DEMO !== '0',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Little Steps <no-reply@littlesteps.local>',
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID ?? 'preschool-web',
    oidcClientSecret,
    oidcCookieKeys: [createHmac('sha256', oidcClientSecret).update('oidc-cookie-key').digest('base64url')],
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 12),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Off in production unless asked for: it shows reset and registration links to whoever opens it.
    devMailbox: env.DEV_MAILBOX ? env.DEV_MAILBOX === '1' : !env.SMTP_URL && env.NODE_ENV !== 'production',
  }
}

/** TRUST_PROXY: unset or '0' trusts nobody; '1'/'true' every hop; otherwise the proxies' addresses, comma separated. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === '0' || value === 'false') return false
  return value === '1' || value === 'true' ? true : value
}
