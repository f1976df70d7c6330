import { defineModule } from '../../platform/module'
import { addGiro } from './resolvers/addGiro'
import { bankAccountInfoByIDChild } from './resolvers/bankAccountInfoByIDChild'
import { bankAccountInfoByIDEnquiry } from './resolvers/bankAccountInfoByIDEnquiry'
import { exportGiroApplicationPdf } from './resolvers/exportGiroApplicationPdf'
import { findAllBankBicCode } from './resolvers/findAllBankBicCode'
import { getBankAccountStatusChangeReasonsByStatus } from './resolvers/getBankAccountStatusChangeReasonsByStatus'
import { payGiroByInvoiceID } from './resolvers/payGiroByInvoiceID'
import { payRegistrationFeeByGiro } from './resolvers/payRegistrationFeeByGiro'
import { saveGiroApplication } from './resolvers/saveGiroApplication'
import { updateBankAccountStatus } from './resolvers/updateBankAccountStatus'

export const giroModule = defineModule(import.meta.url, {
  Query: {
    findAllBankBicCode,
    bankAccountInfoByIDChild,
    bankAccountInfoByIDEnquiry,
    getBankAccountStatusChangeReasonsByStatus,
  },
  Mutation: {
    saveGiroApplication,
    addGiro,
    updateBankAccountStatus,
    exportGiroApplicationPdf,
    payRegistrationFeeByGiro,
    payGiroByInvoiceID,
  },
})

// The module's public surface: what other modules may use of giro. Its events (giroReady, giroApproved, giroEnded): ./events.ts.
export { hasGiroApplication } from './accounts'
export type { GiroApproved, GiroEnded, GiroReady } from './events'
export { selectChildEnquiriesIn } from './queries'
