import { centresModule } from '../modules/centres'
import { identityModule } from '../modules/identity'
import { levelsModule } from '../modules/levels'
import { navigationModule } from '../modules/navigation'
import { notificationsModule } from '../modules/notifications'
import { ssoModule } from '../modules/sso'
import { systemModule } from '../modules/system'
import { tenancyModule } from '../modules/tenancy'
import type { ApiModule } from './module'

/** Every module of the API. A new module adds its line here (see docs/adding-a-module.md). */
export const modules: ApiModule[] = [
  systemModule,
  levelsModule,
  tenancyModule,
  navigationModule,
  centresModule,
  notificationsModule,
  identityModule,
  ssoModule,
]
