import { createHmac } from 'node:crypto'
import path from 'node:path'
import { DEFAULT_PAYMENT_SESSION_MINUTES } from '@preschool/domain'

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
  /**
   * The development mailbox page at /dev/mailbox. It shows every reset and registration link, so it is on only for
   * a loopback demo (see devMailboxSetting) unless DEV_MAILBOX=force.
   */
  devMailbox: boolean
  /**
   * Web Push to parents' devices (decision 0057): WEB_PUSH=send delivers through the browsers' push services; else
   * each push stays in the development mailbox. Keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated once
   * and kept in the data folder.
   */
  webPush: { send: boolean; publicKey: string | undefined; privateKey: string | undefined; subject: string }
  /** Where staff look-ups (by email or name) go: DIRECTORY=msgraph for Microsoft Graph, else the embedded accounts. */
  directory: DirectoryConfig
  /** Folder of the embedded file storage (STORAGE_DIR); unset is DATA_DIR/files, or a temporary folder in memory. */
  storageDir: string | undefined
  /** Signs the embedded storage's URLs; unset uses a random secret kept in the storage folder. */
  storageSecret: string | undefined
  /** S3-compatible storage instead of the local folder, when S3_BUCKET is set. */
  s3: S3Config | undefined
  /**
   * Origins allowed to frame the public enquiry pages (FRAME_ANCESTORS, space separated, e.g. a school's site);
   * every other page may be framed by this origin only.
   */
  frameAncestors: string[]
  /** The map's tile server (MAP_TILE_URL, as the web build's VITE_MAP_TILE_URL): images from it are allowed. */
  mapTileUrl: string
  /** Postal code look-ups: GEOCODER=onemap asks OneMap (ONEMAP_URL to override its address), else the bundled table. */
  geocoder: GeocoderConfig
  /**
   * The job queue: JOBS_WORK=0 makes an instance only send jobs (the others work them);
   * JOBS_POLL_SECONDS is how often a worker looks for due jobs.
   */
  jobs: { work: boolean; pollSeconds: number }
  /**
   * Runs of a GraphQL document by the standard executor before it is compiled (GRAPHQL_COMPILE_AFTER, default 1;
   * decision 0040): a document sent once is not worth compiling, the app's own repeat.
   */
  graphqlCompileAfter: number
  /** Card payments (decision 0027): PAYMENT_GATEWAY=mpgs for the Mastercard Gateway, else the embedded sandbox. */
  payment: PaymentConfig
}

/**
 * The card gateway. Both kinds sign their server-to-server notifications with `webhookSecret`; a session left
 * open closes after `sessionMinutes` (PAYMENT_SESSION_MINUTES).
 */
export type PaymentConfig = { webhookSecret: string; sessionMinutes: number } & (
  | { kind: 'sandbox' }
  | {
      kind: 'mpgs'
      /** The gateway's base address (PAYMENT_GATEWAY_URL), e.g. https://ap-gateway.mastercard.com */
      url: string
      merchantId: string
      apiPassword: string
      /** The REST API version in the request path (PAYMENT_API_VERSION). */
      apiVersion: string
    }
)

export type GeocoderConfig = { kind: 'embedded' } | { kind: 'onemap'; url: string }

export interface S3Config {
  bucket: string
  region: string
  /** A non-AWS endpoint (MinIO, Ceph); path-style addressing is used with it. */
  endpoint: string | undefined
  /** Unset uses the SDK's default credential chain (instance role, environment). */
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
}

/** Microsoft Graph is read with an app registration's client credentials (MSGRAPH_*), needing User.Read.All. */
export type DirectoryConfig =
  { kind: 'embedded' } | { kind: 'msgraph'; tenantId: string; clientId: string; clientSecret: string }

/** Secrets with an embedded default: anyone can read it here, so a production server refuses to start on one. */
const DEFAULT_SECRETS = { OIDC_CLIENT_SECRET: 'embedded-sso-secret' } as const

/**
 * NODE_ENV=production with a default secret would sign the SSO cookies and (derived from it) verify the sandbox
 * gateway's payment notifications with a key printed in this repository.
 */
function refuseDefaultSecrets(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return
  const defaulted = Object.entries(DEFAULT_SECRETS)
    .filter(([name, value]) => !env[name] || env[name] === value)
    .map(([name]) => name)
  if (defaulted.length)
    throw new Error(
      `NODE_ENV=production needs real secrets, not the embedded defaults: set ${defaulted.join(', ')}`,
    )
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000)
  const host = env.HOST ?? '127.0.0.1'
  const oidcClientSecret = env.OIDC_CLIENT_SECRET ?? DEFAULT_SECRETS.OIDC_CLIENT_SECRET
  const publicUrl = (env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(
    /\/$/,
    '',
  )
  const config: Config = {
    port,
    host,
    publicUrl,
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
    devMailbox: devMailboxSetting(env, host, publicUrl),
    webPush: {
      send: env.WEB_PUSH === 'send',
      publicKey: env.VAPID_PUBLIC_KEY || undefined,
      privateKey: env.VAPID_PRIVATE_KEY || undefined,
      subject: env.VAPID_SUBJECT || 'mailto:no-reply@littlesteps.local',
    },
    directory: parseDirectory(env),
    storageDir: env.STORAGE_DIR ? path.resolve(env.STORAGE_DIR) : undefined,
    storageSecret: env.STORAGE_SECRET || undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    geocoder: parseGeocoder(env),
    jobs: { work: env.JOBS_WORK !== '0', pollSeconds: Number(env.JOBS_POLL_SECONDS ?? 2) },
    graphqlCompileAfter: Number(env.GRAPHQL_COMPILE_AFTER ?? 1),
    payment: parsePayment(env, oidcClientSecret),
    frameAncestors: parseOrigins('FRAME_ANCESTORS', env.FRAME_ANCESTORS),
    mapTileUrl: env.MAP_TILE_URL || env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  }
  refuseDefaultSecrets(env)
  return config
}

function parseGeocoder(env: NodeJS.ProcessEnv): GeocoderConfig {
  if (!env.GEOCODER || env.GEOCODER === 'embedded') return { kind: 'embedded' }
  if (env.GEOCODER !== 'onemap') throw new Error(`GEOCODER must be embedded or onemap, not ${env.GEOCODER}`)
  return { kind: 'onemap', url: env.ONEMAP_URL || 'https://www.onemap.gov.sg' }
}

/**
 * A half-configured gateway fails at start, not at a parent's first payment. The sandbox's webhook secret, when not
 * given, is derived from the client secret so every instance of a demo agrees on it.
 */
function parsePayment(env: NodeJS.ProcessEnv, derivedFrom: string): PaymentConfig {
  const sessionMinutes = Number(env.PAYMENT_SESSION_MINUTES ?? DEFAULT_PAYMENT_SESSION_MINUTES)
  if (!Number.isInteger(sessionMinutes) || sessionMinutes < 1)
    throw new Error('PAYMENT_SESSION_MINUTES must be a whole number of minutes, at least 1')
  // The sandbox's checkout lets the payer choose "approved" without paying: a production server takes it only when
  // told so (a demo), never by a forgotten setting.
  if (!env.PAYMENT_GATEWAY && env.NODE_ENV === 'production')
    throw new Error(
      'NODE_ENV=production needs PAYMENT_GATEWAY: mpgs to take card payments, or sandbox for a demo that takes no money',
    )
  if (!env.PAYMENT_GATEWAY || env.PAYMENT_GATEWAY === 'sandbox')
    return {
      kind: 'sandbox',
      sessionMinutes,
      webhookSecret:
        env.PAYMENT_WEBHOOK_SECRET ||
        createHmac('sha256', derivedFrom).update('payment-webhook').digest('base64url'),
    }
  if (env.PAYMENT_GATEWAY !== 'mpgs')
    throw new Error(`PAYMENT_GATEWAY must be sandbox or mpgs, not ${env.PAYMENT_GATEWAY}`)
  const {
    PAYMENT_GATEWAY_URL: url,
    PAYMENT_MERCHANT_ID: merchantId,
    PAYMENT_API_PASSWORD: apiPassword,
    PAYMENT_WEBHOOK_SECRET: webhookSecret,
  } = env
  if (!url || !merchantId || !apiPassword || !webhookSecret)
    throw new Error(
      'PAYMENT_GATEWAY=mpgs needs PAYMENT_GATEWAY_URL, PAYMENT_MERCHANT_ID, PAYMENT_API_PASSWORD and PAYMENT_WEBHOOK_SECRET',
    )
  if (!url.startsWith('https://')) throw new Error('PAYMENT_GATEWAY_URL must be an https:// address')
  return {
    kind: 'mpgs',
    url: url.replace(/\/$/, ''),
    merchantId,
    apiPassword,
    webhookSecret,
    apiVersion: env.PAYMENT_API_VERSION || '100',
    sessionMinutes,
  }
}

/** A half-configured Graph adapter fails at start, not at the first look-up. */
function parseDirectory(env: NodeJS.ProcessEnv): DirectoryConfig {
  if (!env.DIRECTORY || env.DIRECTORY === 'embedded') return { kind: 'embedded' }
  if (env.DIRECTORY !== 'msgraph')
    throw new Error(`DIRECTORY must be embedded or msgraph, not ${env.DIRECTORY}`)
  const {
    MSGRAPH_TENANT_ID: tenantId,
    MSGRAPH_CLIENT_ID: clientId,
    MSGRAPH_CLIENT_SECRET: clientSecret,
  } = env
  if (!tenantId || !clientId || !clientSecret)
    throw new Error('DIRECTORY=msgraph needs MSGRAPH_TENANT_ID, MSGRAPH_CLIENT_ID and MSGRAPH_CLIENT_SECRET')
  return { kind: 'msgraph', tenantId, clientId, clientSecret }
}

/** TRUST_PROXY: unset or '0' trusts nobody; '1'/'true' every hop; otherwise the proxies' addresses, comma separated. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === '0' || value === 'false') return false
  return value === '1' || value === 'true' ? true : value
}

/** A host name only this machine reaches: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name)
}

function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * The mailbox hands out every account's reset link, so it is for the embedded demo only: on when nothing is
 * delivered for real (no SMTP, not production), the server listens on loopback and the public address is loopback.
 * DEV_MAILBOX=0 turns it off; DEV_MAILBOX=force turns it on anyway (a shared test server whose users are fake).
 */
function devMailboxSetting(env: NodeJS.ProcessEnv, host: string, publicUrl: string): boolean {
  if (env.DEV_MAILBOX === 'force') return true
  if (env.DEV_MAILBOX === '0' || env.DEV_MAILBOX === 'false') return false
  const wanted = env.DEV_MAILBOX === '1' || (!env.SMTP_URL && env.NODE_ENV !== 'production')
  return wanted && isLoopbackHost(host) && isLoopbackUrl(publicUrl)
}

/** Space-separated origins (scheme, host, optional port); a typo fails at start rather than opening a hole. */
function parseOrigins(name: string, value: string | undefined): string[] {
  const origins = (value ?? '').split(/\s+/).filter(Boolean)
  for (const origin of origins) {
    let parsed: URL | undefined
    try {
      parsed = new URL(origin)
    } catch {
      parsed = undefined
    }
    if (
      !parsed ||
      !['http:', 'https:'].includes(parsed.protocol) ||
      parsed.origin !== origin.replace(/\/$/, '')
    )
      throw new Error(`${name} must list origins such as https://www.example.com, not ${origin}`)
  }
  return origins.map((origin) => origin.replace(/\/$/, ''))
}
