import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import type { Config } from '../config'
import { type Database, openDatabase } from '../db/client'
import { migrate } from '../db/migrate'
import { syncNavigation } from '../modules/navigation/sync'
import { syncEnquiryStateMap } from '../modules/statemachine'
import { createPlatform, type Platform } from '../platform/platform'
import { scheduleStalePendingCleanup } from '../platform/storage/cleanup'
import { allJobs } from './jobs'

export interface RunningServer {
  app: FastifyInstance
  database: Database
  platform: Platform
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
  await syncEnquiryStateMap(database.db)
  const platform = createPlatform(config, database, { jobs: allJobs, inMemory: opts.inMemory })
  const app = await buildApp({ db: database.db, config, platform, logger: opts.logger })
  await platform.jobs.start({ platform, log: app.log })
  const stopFileCleanup = scheduleStalePendingCleanup(database.db, platform.storage, app.log)
  return {
    app,
    database,
    platform,
    async stop() {
      stopFileCleanup()
      await app.close()
      await platform.jobs.stop()
      await platform.live.close()
      await database.close()
      await platform.storage.close()
    },
  }
}
