import type { FastifyInstance } from 'fastify'
import { registerPaymentWebhook } from '../modules/payments'
import { registerPublicFileRoutes } from '../modules/schoolsettings'
import { registerSsoCallback } from '../modules/sso'
import { registerJobDevRoutes } from '../platform/jobs/dev-routes'
import { registerMailboxRoutes } from '../platform/mail/mailbox-routes'
import { registerMpgsRoutes } from '../platform/payments/mpgs-routes'
import { registerSandboxRoutes } from '../platform/payments/sandbox-routes'
import type { HttpDeps } from '../platform/context'
import { registerSsoRoutes } from '../platform/sso/routes'
import { registerStorageRoutes } from '../platform/storage/routes'

/**
 * Plain HTTP routes: the modules' (SSO callback, public school files) through their index.ts, and the platform's
 * (embedded SSO provider, development mailbox and job hook, file storage).
 */
export async function registerHttpRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  registerSsoCallback(app, { db: deps.db, sso: deps.platform.sso })
  await registerSsoRoutes(app, deps)
  await registerMailboxRoutes(app, deps)
  registerJobDevRoutes(app, deps)
  await registerStorageRoutes(app, deps)
  await registerPublicFileRoutes(app, deps)
  await registerPaymentWebhook(app, deps)
  await registerSandboxRoutes(app, deps)
  registerMpgsRoutes(app, deps.config)
}
