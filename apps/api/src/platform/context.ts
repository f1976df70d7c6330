import type { FastifyBaseLogger } from 'fastify'
import type { SQL } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { ExtensionRow, ViewerExtension } from './auth/sessions'
import type { Viewer } from './authz/viewer'
import type { Platform } from './platform'

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
  /** A cookie of the request (the known-device cookie of sign-in). */
  cookie: (name: string) => string | undefined
  /** Adds a Set-Cookie header to the answer. */
  setCookie: (value: string) => void
  /**
   * Loads the viewer together with the extension's columns in its one statement, when nothing has asked for the
   * viewer yet in this request, and resolves to the columns (null without a valid session). Called again with the
   * same extension and params, it returns the same promise; when the viewer was loaded without them, null (the
   * caller reads its data itself). Start it before the guard (`preloadWithViewer`), for the caller's own data.
   */
  viewerWith: <C extends Record<string, SQL>>(
    extension: ViewerExtension<C>,
    params?: Record<string, unknown>,
  ) => Promise<ExtensionRow<C> | null> | null
}

/** What every plain HTTP route (a module's or the platform's, registered by app/routes.ts) receives. */
export interface HttpDeps {
  db: Db
  config: Config
  platform: Platform
}
