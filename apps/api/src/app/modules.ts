import { admissionsModule } from '../modules/admissions'
import { auditLogModule } from '../modules/auditlog'
import { blacklistModule } from '../modules/blacklist'
import { busesModule } from '../modules/buses'
import { centresModule } from '../modules/centres'
import { classesModule } from '../modules/classes'
import { documentsModule } from '../modules/documents'
import { enquiriesModule } from '../modules/enquiries'
import { esignModule } from '../modules/esign'
import { feesModule } from '../modules/fees'
import { ledgerModule } from '../modules/ledger'
import { enrolmentModule } from '../modules/enrolment'
import { filesModule } from '../modules/files'
import { geocodingModule } from '../modules/geocoding'
import { giroModule } from '../modules/giro'
import { holidaysModule } from '../modules/holidays'
import { identityModule } from '../modules/identity'
import { levelsModule } from '../modules/levels'
import { navigationModule } from '../modules/navigation'
import { notificationsModule } from '../modules/notifications'
import { registrationModule } from '../modules/registration'
import { planningModule } from '../modules/planning'
import { rolesModule } from '../modules/roles'
import { schoolSettingsModule } from '../modules/schoolsettings'
import { ssoModule } from '../modules/sso'
import { staffModule } from '../modules/staff'
import { stateMachineModule } from '../modules/statemachine'
import { systemModule } from '../modules/system'
import { tenancyModule } from '../modules/tenancy'
import { visitsModule } from '../modules/visits'
import { waitlistModule } from '../modules/waitlist'
import type { ApiModule } from '../platform/module'
import { paymentsModule } from '../modules/payments'

/** Every module of the API. A new module adds its line here (see docs/adding-a-module.md). */
export const modules: ApiModule[] = [
  systemModule,
  levelsModule,
  tenancyModule,
  schoolSettingsModule,
  navigationModule,
  centresModule,
  notificationsModule,
  identityModule,
  ssoModule,
  holidaysModule,
  filesModule,
  geocodingModule,
  staffModule,
  rolesModule,
  stateMachineModule,
  enquiriesModule,
  visitsModule,
  registrationModule,
  planningModule,
  waitlistModule,
  admissionsModule,
  blacklistModule,
  documentsModule,
  esignModule,
  auditLogModule,
  classesModule,
  busesModule,
  feesModule,
  giroModule,
  ledgerModule,
  enrolmentModule,
  paymentsModule,
]
