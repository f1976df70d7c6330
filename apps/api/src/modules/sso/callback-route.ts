import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import type { SsoAdapter } from '../../platform/sso/adapter'
import { CALLBACK_PATH } from '../../platform/sso/urls'
import { completeSsoSignIn } from './service'

/** The web app's single sign-on return route, which validates the token (spec 000 section 1, /sso). */
const SIGNED_IN = '/sso'
/** The staff login page; this redirect parameter makes it show 'User Not Found'. */
export const SIGN_IN_FAILED = '/login/staff?redirect=unauthenticated'

/**
 * Where the provider sends the browser back. Success hands over a one-time token to the web app; every failure
 * lands on the staff login page, with the reason in the log only.
 */
export function registerSsoCallback(app: FastifyInstance, deps: { db: Db; sso: SsoAdapter }): void {
  app.get(CALLBACK_PATH, async (req, reply) => {
    reply.header('cache-control', 'no-store')
    const query = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '')
    try {
      const outcome = await completeSsoSignIn(deps.db, deps.sso, query)
      if ('refused' in outcome) {
        req.log.warn({ reason: outcome.refused }, 'single sign-on refused')
        return reply.redirect(SIGN_IN_FAILED, 303)
      }
      return reply.redirect(
        `${SIGNED_IN}?authorization_token=${encodeURIComponent(outcome.handoverToken)}`,
        303,
      )
    } catch (error) {
      req.log.error({ err: error }, 'single sign-on callback failed')
      return reply.redirect(SIGN_IN_FAILED, 303)
    }
  })
}
