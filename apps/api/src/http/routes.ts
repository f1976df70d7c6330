import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Platform } from '../platform/platform'

export interface HttpDeps {
  db: Db
  config: Config
  platform: Platform
}

/** Plain HTTP routes of the platform (SSO callback, development mailbox, file storage), registered by each. */
export async function registerHttpRoutes(_app: FastifyInstance, _deps: HttpDeps): Promise<void> {}
