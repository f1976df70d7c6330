import type { Config } from '../config'
import type { Db } from '../db/client'
import { createDirectory } from './directory/create-directory'
import type { Directory } from './directory/directory'
import { createGeocoder } from './geocoding/create-geocoder'
import type { Geocoder } from './geocoding/geocoder'
import { createMailSender, type MailSender } from './mail/sender'
import { createSsoAdapter, type SsoAdapter } from './sso/adapter'
import { createStorage, type StorageAdapter } from './storage/adapter'

/** The integrations behind interfaces: each has an embedded default and a production adapter by configuration. */
export interface Platform {
  sso: SsoAdapter
  mail: MailSender
  directory: Directory
  storage: StorageAdapter
  geocoder: Geocoder
}

/** `inMemory`: a server on an in-memory database (tests) keeps its files in a temporary folder too. */
export function createPlatform(config: Config, db: Db, opts: { inMemory?: boolean } = {}): Platform {
  return {
    sso: createSsoAdapter(config),
    mail: createMailSender(config, db),
    directory: createDirectory(config, db),
    storage: createStorage(config, opts),
    geocoder: createGeocoder(config),
  }
}
