import { CLOSED_ENQUIRY_STATES, enquiryState } from '@preschool/domain'
import { and, eq, notInArray, type SQL } from 'drizzle-orm'
import { enquiries } from './schema'

/**
 * Open enquiries only: active and neither cancelled nor blacklisted. Beside the schema because more than one module
 * asks it (enquiries lists them, centres refuses to delete a centre that has one).
 */
export const openEnquiryCondition = (): SQL =>
  and(
    eq(enquiries.active, true),
    notInArray(
      enquiries.fkEnquiryState,
      CLOSED_ENQUIRY_STATES.map((code) => enquiryState(code).id),
    ),
  )!
