import type { Config } from '../config'
import type { Db } from '../db/client'
import { createMailSender, type MailSender } from './mail/sender'
import { createSsoAdapter, type SsoAdapter } from './sso/adapter'

/** The integrations behind interfaces: each has an embedded default and a production adapter by configuration. */
export interface Platform {
  sso: SsoAdapter
  mail: MailSender
}

export function createPlatform(config: Config, db: Db): Platform {
  return { sso: createSsoAdapter(config), mail: createMailSender(config, db) }
}
