import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Viewer } from '../platform/authz/viewer'
import type { Platform } from '../platform/platform'

/** What every resolver receives. The viewer is loaded on first use and memoised for the request. */
export interface Context {
  db: Db
  config: Config
  platform: Platform
  log: FastifyBaseLogger
  /** The bearer token of the request, if any. */
  token: string | null
  /** Client address, for rate-limit keys. */
  ip: string
  viewer: () => Promise<Viewer | null>
}
