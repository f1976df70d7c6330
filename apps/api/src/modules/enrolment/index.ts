import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'
import { subscribe } from '../../platform/events/bus'
import { onRegistrationInvoicePaid } from './completion'
import { onGiroApproved, onGiroEnded, onGiroReady } from './giro-events'

export const enrolmentModule = defineModule(import.meta.url, resolvers)

// A paid registration invoice enrols the child, or parks the enquiry in pending_giro (decision 0026); a GIRO
// application (giroReady) or the bank's approval (giroApproved) then enrols it (decision 0028).
subscribe('registrationInvoicePaid', onRegistrationInvoicePaid)
subscribe('giroReady', onGiroReady)
subscribe('giroApproved', onGiroApproved)
// A rejected or terminated account that was to pay the registration fee opens card and PayNow again.
subscribe('giroEnded', onGiroEnded)

// The module's public surface: giro (and staff screens later) complete an enrolment through it.
export { completeEnrolment, ENROLMENT_MSG } from './completion'
export { giroRequired, giroSetUp } from './giro'
