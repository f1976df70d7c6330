import { defineModule } from '../../graphql/module'
import { subscribe } from '../../platform/events/bus'
import { onRegistrationInvoicePaid } from './completion'
import { getEnrolmentStatus } from './resolvers/getEnrolmentStatus'

export const enrolmentModule = defineModule(import.meta.url, { Query: { getEnrolmentStatus } })

// A paid registration invoice enrols the child, or parks the enquiry in pending_giro (decision 0026). The GIRO
// events (giroReady, giroApproved) are connected here when modules/giro is merged.
subscribe('registrationInvoicePaid', onRegistrationInvoicePaid)

// The module's public surface: giro (and staff screens later) complete an enrolment through it.
export { completeEnrolment, ENROLMENT_MSG } from './completion'
export { giroRequired, giroSetUp } from './giro'
