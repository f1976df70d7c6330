import { defineModule } from '../../platform/module'
import { cancelEnquiry } from './resolvers/cancelEnquiry'
import { findAllCentreByDistance } from './resolvers/findAllCentreByDistance'
import { findAllChildrenByParent } from './resolvers/findAllChildrenByParent'
import { findAllEnquiry } from './resolvers/findAllEnquiry'
import { findAllEnrollmentCentresForSchool } from './resolvers/findAllEnrollmentCentresForSchool'
import { findNearestCentresByLatLong } from './resolvers/findNearestCentresByLatLong'
import { getEnquiryFrontendStates } from './resolvers/getEnquiryFrontendStates'
import { isExistingChild } from './resolvers/isExistingChild'
import { isExistingParent } from './resolvers/isExistingParent'
import { newEnquiry } from './resolvers/newEnquiry'
import { suggestLevel } from './resolvers/suggestLevel'

export const enquiriesModule = defineModule(import.meta.url, {
  Query: {
    suggestLevel,
    findAllEnrollmentCentresForSchool,
    findNearestCentresByLatLong,
    findAllCentreByDistance,
    isExistingParent,
    isExistingChild,
    findAllEnquiry,
    getEnquiryFrontendStates,
    findAllChildrenByParent,
  },
  Mutation: { newEnquiry, cancelEnquiry },
})

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
