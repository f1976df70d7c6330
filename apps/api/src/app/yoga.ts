import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { createYoga } from 'graphql-yoga'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { SQL } from 'drizzle-orm'
import {
  type ExtensionRow,
  loadViewer,
  loadViewerWith,
  type ViewerExtension,
} from '../platform/auth/sessions'
import type { Viewer } from '../platform/authz/viewer'
import { cookieValue } from '../platform/auth/known-device'
import { maskError } from '../platform/errors/to-graphql-error'
import type { Platform } from '../platform/platform'
import type { Context } from '../platform/context'
import { jitPlugin } from './jit'
import { limitsPlugin } from './limits'
import { textInputPlugin } from './text-input'
import { buildSchema } from './schema'

interface ServerContext {
  req: FastifyRequest
  reply: FastifyReply
}

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match ? match[1] : null
}

export function createGraphQL(deps: {
  db: Db
  config: Config
  platform: Platform
  logger: FastifyBaseLogger
}) {
  return createYoga<ServerContext, Context>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    logging: false,
    maskedErrors: { maskError: maskError(deps.logger) },
    plugins: [
      limitsPlugin(),
      textInputPlugin(),
      jitPlugin({ logger: deps.logger, runsBeforeCompiling: deps.config.graphqlCompileAfter }),
    ],
    context: ({ req, reply }) => {
      const token = bearer(req)
      let viewer: Promise<Viewer | null> | undefined
      const withViewer = new Map<string, Promise<unknown>>()
      return {
        db: deps.db,
        config: deps.config,
        platform: deps.platform,
        log: req.log,
        token,
        ip: req.ip,
        cookie: (name) => cookieValue(req.headers.cookie, name),
        setCookie: (value) => {
          reply.header('set-cookie', value)
        },
        viewer: () => {
          viewer ??= token ? loadViewer(deps.db, token) : Promise.resolve(null)
          return viewer
        },
        viewerWith: <C extends Record<string, SQL>>(
          extension: ViewerExtension<C>,
          params: Record<string, unknown> = {},
        ) => {
          const key = `${extension.name} ${JSON.stringify(params)}`
          const known = withViewer.get(key) as Promise<ExtensionRow<C> | null> | undefined
          if (known || viewer || !token) return known ?? null
          const both = loadViewerWith(deps.db, token, extension, params)
          viewer = both.then((loaded) => loaded?.viewer ?? null)
          const extra = both.then((loaded) => loaded?.extra ?? null)
          // The guard reports a failed load through `viewer`; a caller refused before reading this must not crash.
          extra.catch(() => {})
          withViewer.set(key, extra)
          return extra
        },
      }
    },
  })
}
