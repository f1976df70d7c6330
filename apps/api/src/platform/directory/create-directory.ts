import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Directory } from './directory'
import { embeddedDirectory } from './embedded'
import { msGraphDirectory } from './msgraph'

/** DIRECTORY=msgraph reads Microsoft Graph; otherwise the embedded identity provider's accounts. */
export function createDirectory(config: Config, db: Db): Directory {
  return config.directory.kind === 'msgraph' ? msGraphDirectory(config.directory) : embeddedDirectory(db)
}
