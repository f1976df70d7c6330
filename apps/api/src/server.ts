import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import type { Config } from './config'
import { type Database, openDatabase } from './db/client'
import { migrate } from './db/migrate'
import { syncNavigation } from './modules/navigation/sync'
import { createPlatform } from './platform/platform'

export interface RunningServer {
  app: FastifyInstance
  database: Database
  stop(): Promise<void>
}

/** Opens and migrates the database and builds the app; shared by `npm start`, tests and benchmarks. */
export async function createServer(
  config: Config,
  opts: { logger?: boolean; inMemory?: boolean } = {},
): Promise<RunningServer> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: opts.inMemory ? undefined : config.dataDir,
  })
  await migrate(database)
  await syncNavigation(database.db)
  const platform = createPlatform(config, database.db)
  const app = await buildApp({ db: database.db, config, platform, logger: opts.logger })
  return {
    app,
    database,
    async stop() {
      await app.close()
      await database.close()
    },
  }
}
