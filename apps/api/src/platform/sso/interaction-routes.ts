import { loginSchema } from '@preschool/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import type { Db } from '../../db/client'
import { limitedSignIn } from '../auth/rate-limit'
import { DomainError } from '../errors/domain-error'
import { authenticateDirectoryAccount } from './directory'
import { expiredPage, loginPage, sendPage } from './login-page'
import { EMBEDDED_MOUNT } from './urls'

/** Shown under the form; deliberately the same whether the address or the password is wrong. */
export const WRONG_CREDENTIALS = 'The email or password is incorrect.'

type InteractionRequest = FastifyRequest<{ Params: { uid: string }; Body: unknown }>

/**
 * The interaction the provider's signed cookie points at, if it is this page's and still waits for a login;
 * null when the cookie is missing or expired (a bookmarked or replayed page).
 */
async function pendingLogin(provider: Provider, req: InteractionRequest, reply: FastifyReply) {
  try {
    const details = await provider.interactionDetails(req.raw, reply.raw)
    return details.uid === req.params.uid && details.prompt.name === 'login' ? details : null
  } catch (error) {
    req.log.info({ err: error }, 'sso interaction not found')
    return null
  }
}

/** The embedded provider's login page: the directory's email and password, then back to the provider. */
export async function registerInteractionRoutes(
  scope: FastifyInstance,
  provider: () => Promise<Provider>,
  db: Db,
): Promise<void> {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  scope.setErrorHandler((error, req, reply) => {
    req.log.error({ err: error }, 'sso login page failed')
    return sendPage(reply, 500, expiredPage())
  })
  const path = `${EMBEDDED_MOUNT}/interaction/:uid`
  const action = (uid: string) => `${EMBEDDED_MOUNT}/interaction/${encodeURIComponent(uid)}`

  scope.get(path, async (req: InteractionRequest, reply) => {
    if (!(await pendingLogin(await provider(), req, reply))) return sendPage(reply, 400, expiredPage())
    return sendPage(reply, 200, loginPage({ action: action(req.params.uid), email: '' }))
  })

  scope.post(path, async (req: InteractionRequest, reply) => {
    const oidc = await provider()
    if (!(await pendingLogin(oidc, req, reply))) return sendPage(reply, 400, expiredPage())
    const form = (req.body ?? {}) as Record<string, unknown>
    const again = (error: string, status: number) =>
      sendPage(
        reply,
        status,
        loginPage({
          action: action(req.params.uid),
          email: typeof form.email === 'string' ? form.email : '',
          error,
        }),
      )
    const parsed = loginSchema.safeParse(form)
    if (!parsed.success) return again(parsed.error.issues[0].message, 400)
    const { email, password } = parsed.data
    let account: Awaited<ReturnType<typeof authenticateDirectoryAccount>>
    try {
      account = await limitedSignIn(db, 'sso-directory', req.ip, email, async () => {
        const found = await authenticateDirectoryAccount(db, email, password)
        return { ok: found !== null, value: found }
      })
    } catch (error) {
      if (error instanceof DomainError) return again(error.message, 429)
      throw error
    }
    if (!account) {
      req.log.info('sso directory sign-in refused: wrong email or password')
      return again(WRONG_CREDENTIALS, 401)
    }
    const returnTo = await oidc.interactionResult(
      req.raw,
      reply.raw,
      { login: { accountId: String(account.id) } },
      { mergeWithLastSubmission: false },
    )
    return reply.redirect(returnTo, 303)
  })
}
