import type { SQL } from 'drizzle-orm'
import { enquiries, openEnquiry } from './schema'

/**
 * Open enquiries only: active and neither cancelled nor blacklisted. Beside the schema because more than one module
 * asks it (enquiries lists them, centres refuses to delete a centre that has one); the schema's own expression, so
 * the partial indexes on open enquiries serve the lists and their counts.
 */
export const openEnquiryCondition = (): SQL => openEnquiry(enquiries)
