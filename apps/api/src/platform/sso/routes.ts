import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Platform } from '../platform'
import { registerEmbeddedProvider } from './embedded-provider'

/**
 * The platform's HTTP side of staff single sign-on: the embedded provider, unless an issuer is configured. The
 * callback, which signs the staff member in, is the sso module's (modules/sso/callback-route.ts).
 */
export async function registerSsoRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; platform: Platform },
): Promise<void> {
  if (!deps.config.oidcIssuer) await registerEmbeddedProvider(app, deps)
}
