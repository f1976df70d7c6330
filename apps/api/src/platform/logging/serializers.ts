import type { FastifyRequest } from 'fastify'
import { stdSerializers } from 'pino'
import { SIGNING_PATH } from '../esign/embedded'
import { MPGS_CHECKOUT_PATH } from '../payments/mpgs-gateway'
import { SANDBOX_CHECKOUT_PATH } from '../payments/sandbox-gateway'
import { EMBEDDED_MOUNT } from '../sso/urls'

/**
 * Query parameters that make a URL a key: one-time links from emails (reset, registration, SSO hand-over),
 * the OIDC authorization code and state, storage signatures and the gateway's result indicator.
 */
const SECRET_PARAM = /token|code|^state$|signature|secret|password|indicator|session/i

/**
 * Paths whose next segment is a key: the e-signature link, the checkout sessions (whoever holds one pays or
 * reads the order) and the SSO sign-in interaction.
 */
const SECRET_PATHS = [
  SIGNING_PATH,
  MPGS_CHECKOUT_PATH,
  SANDBOX_CHECKOUT_PATH,
  `${EMBEDDED_MOUNT}/interaction/`,
]

const REDACTED = '[redacted]'

function redactPath(path: string): string {
  const prefix = SECRET_PATHS.find((p) => path.startsWith(p) && path.length > p.length)
  if (!prefix) return path
  const rest = path.slice(prefix.length)
  const slash = rest.indexOf('/')
  return `${prefix}${REDACTED}${slash < 0 ? '' : rest.slice(slash)}`
}

/** The one place a URL is made fit for a log: keys in the path and in the query are replaced by a marker. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?')
  const path = redactPath(query < 0 ? url : url.slice(0, query))
  if (query < 0) return path
  const params = new URLSearchParams(url.slice(query + 1))
  let changed = false
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) {
      params.set(name, REDACTED)
      changed = true
    }
  }
  return `${path}?${changed ? params.toString() : url.slice(query + 1)}`
}

/**
 * Properties drivers put on a failed statement that hold the statement's values: drizzle's `params`, pg's
 * `parameters` and `detail` ("Key (email)=(...) already exists"), a `where` that may quote a row.
 */
const VALUE_PROPS = ['params', 'parameters', 'detail', 'where'] as const

type SerializedError = ReturnType<typeof stdSerializers.err> & Record<string, unknown>

/** drizzle's message is "Failed query: <sql>\nparams: <values>": keep the SQL text, drop the values. */
const withoutParams = (text: unknown) =>
  typeof text === 'string'
    ? text.replace(/\nparams:[\s\S]*?(?=\n\s+at |\ncaused by: |$)/g, '\nparams: [redacted]')
    : text

function scrub(error: SerializedError, seen: Set<unknown>): SerializedError {
  if (seen.has(error)) return error
  seen.add(error)
  for (const prop of VALUE_PROPS) if (prop in error) error[prop] = '[redacted]'
  error.message = withoutParams(error.message) as string
  if (typeof error.stack === 'string') error.stack = withoutParams(error.stack) as string
  if (error.cause && typeof error.cause === 'object') scrub(error.cause as SerializedError, seen)
  return error
}

/**
 * The one error serializer of every log line (`{ err }`): a failed SQL statement is logged with its text and
 * the database's reason, never with the values bound to it (they hold children's and parents' personal data).
 */
export function serializeError(error: Error): SerializedError {
  return scrub(stdSerializers.err(error) as SerializedError, new Set())
}

/** The request as logged: one-time tokens in the query string are replaced by a marker. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}
