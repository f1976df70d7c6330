import type { Config } from '../config'
import type { Database } from '../db/client'
import { createEsign, type EsignAdapter } from './esign/adapter'
import { createDirectory } from './directory/create-directory'
import type { Directory } from './directory/directory'
import { createGeocoder } from './geocoding/create-geocoder'
import type { Geocoder } from './geocoding/geocoder'
import type { AnyJob } from './jobs/define'
import { createJobs, type Jobs } from './jobs/jobs'
import { createLiveEvents, type LiveEvents } from './live/live-events'
import { createCardGateway } from './payments/create-gateway'
import type { CardGateway } from './payments/gateway'
import { createMailTransport, type MailTransport } from './mail/sender'
import { createWebPush, type WebPush } from './push/web-push'
import { createSsoAdapter, type SsoAdapter } from './sso/adapter'
import { createStorage, type StorageAdapter } from './storage/adapter'

/** The integrations behind interfaces: each has an embedded default and a production adapter by configuration. */
export interface Platform {
  sso: SsoAdapter
  /** Null without SMTP: messages stay in the outbox, readable at the development mailbox. */
  mail: MailTransport | null
  /** Web Push to parents' devices: the VAPID public key, and a sender only when WEB_PUSH=send. */
  push: WebPush
  directory: Directory
  storage: StorageAdapter
  geocoder: Geocoder
  jobs: Jobs
  /** Electronic signature of consent forms: the embedded signing page by default (decision 0024). */
  esign: EsignAdapter
  /** Card payments by hosted checkout: the embedded sandbox by default, the Mastercard Gateway by configuration. */
  cardGateway: CardGateway
  /** Live events across instances (PostgreSQL LISTEN/NOTIFY): the dashboard's subscriptions. */
  live: LiveEvents
  /** Writes committed beside an open transaction (attempt counts); null on the embedded database. */
  apartDb: Database['apart']
}

/**
 * `jobs`: every background job of the application, listed by the composition (app/jobs.ts), since the platform
 * knows no module. `inMemory`: a server on an in-memory database (tests) keeps its files in a temporary folder too.
 */
export function createPlatform(
  config: Config,
  database: Database,
  opts: { jobs: readonly AnyJob[]; inMemory?: boolean },
): Platform {
  const { db } = database
  return {
    sso: createSsoAdapter(config),
    mail: createMailTransport(config),
    push: createWebPush(config, opts),
    directory: createDirectory(config, db),
    storage: createStorage(config, opts),
    geocoder: createGeocoder(config),
    jobs: createJobs(config, database, opts.jobs),
    esign: createEsign(config),
    cardGateway: createCardGateway(config),
    live: createLiveEvents(database),
    apartDb: database.apart,
  }
}
