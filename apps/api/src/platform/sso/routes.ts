import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Platform } from '../platform'
import { registerSsoCallback } from './callback-route'
import { registerEmbeddedProvider } from './embedded-provider'

/** The HTTP side of staff single sign-on: the callback and, unless an issuer is configured, the provider. */
export async function registerSsoRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; platform: Platform },
): Promise<void> {
  registerSsoCallback(app, { db: deps.db, sso: deps.platform.sso })
  if (!deps.config.oidcIssuer) await registerEmbeddedProvider(app, deps)
}
