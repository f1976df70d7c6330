import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { registerPublicFileRoutes } from '../modules/schoolsettings/public-files-route'
import { registerMailboxRoutes } from '../platform/mail/mailbox-routes'
import type { Platform } from '../platform/platform'
import { registerSsoRoutes } from '../platform/sso/routes'
import { registerStorageRoutes } from '../platform/storage/routes'

export interface HttpDeps {
  db: Db
  config: Config
  platform: Platform
}

/** Plain HTTP routes of the platform (SSO callback, development mailbox, file storage), registered by each. */
export async function registerHttpRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  await registerSsoRoutes(app, deps)
  await registerMailboxRoutes(app, deps)
  await registerStorageRoutes(app, deps)
  await registerPublicFileRoutes(app, deps)
}
