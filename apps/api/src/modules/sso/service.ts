import { createHash } from 'node:crypto'
import { ErrorCode, Messages } from '@preschool/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { createSession } from '../../platform/auth/sessions'
import { hashToken, newToken } from '../../platform/auth/tokens'
import { DomainError, notFound } from '../../platform/errors/domain-error'
import type { SsoAdapter } from '../../platform/sso/adapter'
import {
  consumeUserToken,
  deleteStaleSsoRequests,
  findActiveStaffUser,
  insertSsoRequest,
  insertUserToken,
  isActiveStaffUser,
  schoolExists,
  takeSsoRequest,
} from './queries'

/** How long the provider may take to send the browser back. */
const REQUEST_MAX_AGE_MINUTES = 10
/** The hand-over token only bridges the redirect to the web app's /sso page. */
const HANDOVER_TTL_MS = 2 * 60_000

const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

/** Starts a staff sign-in: remembers state, PKCE verifier and nonce, and returns the provider's URL. */
export async function startSsoSignIn(
  deps: { db: Db; sso: SsoAdapter; log: FastifyBaseLogger },
  schoolId: number,
): Promise<string> {
  if (!(await schoolExists(deps.db, schoolId))) throw notFound('School')
  const request = { state: newToken(), codeVerifier: newToken(), nonce: newToken(), fkSchool: schoolId }
  let url: string
  try {
    // Asked first, so that an unreachable provider leaves no row behind.
    url = await deps.sso.authorizationUrl({
      state: request.state,
      codeChallenge: pkceChallenge(request.codeVerifier),
      nonce: request.nonce,
    })
  } catch (error) {
    deps.log.error({ err: error }, 'single sign-on provider unavailable')
    throw new DomainError(ErrorCode.SsoFailed, Messages.tryAgainLater)
  }
  await deps.db.transaction(async (tx) => {
    await deleteStaleSsoRequests(tx, REQUEST_MAX_AGE_MINUTES)
    await insertSsoRequest(tx, request)
  })
  return url
}

export type SsoOutcome = { handoverToken: string } | { refused: string }

/**
 * The provider's return: the state is used up whatever happens next; the verified email must belong to an
 * active staff member of the school the sign-in started for. Refusals carry a reason for the log only.
 */
export async function completeSsoSignIn(
  db: Db,
  sso: SsoAdapter,
  query: URLSearchParams,
): Promise<SsoOutcome> {
  const state = query.get('state')
  if (!state) return { refused: 'callback without state' }
  const request = await takeSsoRequest(db, state)
  if (!request) return { refused: 'unknown or already used state' }
  if (request.createdAt.getTime() < Date.now() - REQUEST_MAX_AGE_MINUTES * 60_000)
    return { refused: 'sign-in request expired' }
  let email: string
  try {
    ;({ email } = await sso.exchange(query, request))
  } catch (error) {
    return { refused: `provider response refused: ${error instanceof Error ? error.message : String(error)}` }
  }
  return db.transaction(async (tx) => {
    const user = await findActiveStaffUser(tx, email)
    if (!user) return { refused: `no active staff member ${email}` }
    const handoverToken = newToken()
    await insertUserToken(tx, {
      fkUser: user.id,
      purpose: 'sso',
      tokenHash: hashToken(handoverToken),
      expiresAt: new Date(Date.now() + HANDOVER_TTL_MS),
    })
    return { handoverToken }
  })
}

/** Exchanges a hand-over token (once, before it expires) for a new session token. */
export async function validateSsoToken(db: Db, tokenString: string, ttlHours: number): Promise<string> {
  return db.transaction(async (tx) => {
    const token = await consumeUserToken(tx, hashToken(tokenString), 'sso')
    if (!token || !(await isActiveStaffUser(tx, token.fkUser)))
      throw new DomainError(ErrorCode.SsoFailed, Messages.ssoUserNotFound)
    return createSession(tx, token.fkUser, ttlHours)
  })
}
