import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const enquiriesModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of enquiries. Its events: ./events.ts.
export { schoolEnquiry } from './enquiry-changes'
export type { EnquiryCancelled, EnquiryCreated } from './events'
export {
  type EnquiryRow,
  type EnquiryView,
  hasVisitTimes,
  isRelatedToChild,
  selectEnquiry,
  selectEnquiryView,
} from './queries'
export { toEnquiry } from './resolvers/enquiry-mapper'
export { assertOpenEnquiry, type EnquiryPatch, type EnquiryTransition, transitionEnquiry } from './transition'
// Transfers open, close and enrol the transfer enquiry at the destination centre.
export {
  closeSourceEnquiry,
  closeTransferEnquiry,
  enrolTransferEnquiry,
  openTransferEnquiry,
  type TransferEnquiryInput,
} from './transfer-enquiry'
