import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { createGraphQL } from './yoga'
import { graphqlCompression, registerCompression } from './compression'
import { registerHttpRoutes } from './routes'
import { registerSecurityHeaders } from './security-headers'
import { registerWebApp } from './web-app'
import { loggerOptions } from '../platform/logging/logger-options'
import type { Platform } from '../platform/platform'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** The HTTP server: /graphql, /health, the platform's own pages (SSO, mailbox), and the built web app. */
export async function buildApp(deps: {
  db: Db
  config: Config
  platform: Platform
  logger?: boolean
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(deps.config, deps.logStream),
    trustProxy: deps.config.trustProxy,
  })
  registerSecurityHeaders(app, deps.config)
  const yoga = createGraphQL({ ...deps, logger: app.log })
  await registerCompression(app)
  app.route({
    url: '/graphql',
    compress: graphqlCompression,
    // The spec's client only POSTs; refusing GET keeps credentials (login is a query) out of URLs and logs.
    method: ['POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply })
      response.headers.forEach((value, key) => {
        reply.header(key, value)
      })
      reply.status(response.status)
      // A JSON answer (every query and mutation) is sent whole: piping it as a stream costs more than the bytes.
      // Anything else (an event stream a client may ask for) is piped as it comes.
      const json = /json/.test(response.headers.get('content-type') ?? '')
      reply.send(json ? Buffer.from(await response.arrayBuffer()) : response.body)
      return reply
    },
  })
  app.get('/health', async () => ({ status: 'ok' }))
  await registerHttpRoutes(app, deps)

  const webDist = deps.config.webDist ?? path.join(repoRoot, 'apps/web/dist')
  if (existsSync(path.join(webDist, 'index.html'))) await registerWebApp(app, webDist)
  // Fastify's own 404 logs the raw URL, which may carry a one-time token from an emailed link.
  else app.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: 'Not found' }))
  return app
}
