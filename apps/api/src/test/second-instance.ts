import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app/app'
import { createServer } from '../app/server'
import { createLiveEvents } from '../platform/live/live-events'
import { LocalStorage } from '../platform/storage/local-adapter'
import { testConfig, testServer } from './server'

export interface Instance {
  /** Its GraphQL endpoint. */
  url: string
  /** Its origin (http://127.0.0.1:<port>), for other routes. */
  origin: string
  stop(): Promise<void>
}

/**
 * A second API instance on the test database, listening on a port of its own. On PostgreSQL (TEST_DATABASE_URL) it
 * is a whole server with its own pool and its own LISTEN connection, as a second process would be; the embedded
 * database is one session in one process, so there the second app shares it with a listener of its own. Both use
 * the same file store, as instances behind one address do.
 */
export async function secondInstance(): Promise<Instance> {
  const { database, platform } = await testServer()
  let app: FastifyInstance
  let stop: () => Promise<void>
  if (database.kind === 'postgres') {
    // Instances behind one address share the file store (S3, or one folder): this one uses the test server's folder.
    const storageDir = platform.storage instanceof LocalStorage ? platform.storage.dir : undefined
    const server = await createServer({ ...testConfig(), storageDir }, { logger: false, inMemory: true })
    app = server.app
    stop = server.stop
  } else {
    const live = createLiveEvents(database)
    app = await buildApp({
      db: database.db,
      config: testConfig(),
      platform: { ...platform, live },
      logger: false,
    })
    stop = async () => {
      await app.close()
      await live.close()
    }
  }
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}/graphql`, origin: `http://127.0.0.1:${port}`, stop }
}
