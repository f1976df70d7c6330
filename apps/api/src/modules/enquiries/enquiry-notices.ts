import type { DbOrTx } from '../../db/client'
import { tellStaff } from '../notifications'

/** Where staff follow an enquiry: its waitlist detail (web: features/waitlist/paths.ts). */
export const STAFF_ENQUIRIES_PATH = '/waitlistmanagement'
export const staffEnquiryPath = (enquiryId: number) => `${STAFF_ENQUIRIES_PATH}/${enquiryId}`

export interface EnquiryFacts {
  schoolId: number
  enquiryId: number
  centreId: number
  centre: string
  child: string
}

// The title is also the email's subject: it names the child and the centre, so a family enquiring at several
// centres does not fill the inbox with identical 'New enquiry' lines.
const StaffEnquiryNotices = {
  received: ({ child, centre }: EnquiryFacts) => ({
    title: `New enquiry: ${child} at ${centre}`,
    body: `A new enquiry for ${child} has arrived at ${centre}.`,
  }),
  cancelled: ({ child, centre }: EnquiryFacts) => ({
    title: `Enquiry cancelled: ${child} at ${centre}`,
    body: `The family of ${child} cancelled their enquiry at ${centre}.`,
  }),
}

/** Tells the centre's staff with enquiry_management that a parent enquired or cancelled an enquiry. */
export function tellStaffOfEnquiry(
  tx: DbOrTx,
  publicUrl: string,
  event: keyof typeof StaffEnquiryNotices,
  facts: EnquiryFacts,
): Promise<void> {
  return tellStaff(
    tx,
    {
      schoolId: facts.schoolId,
      centreId: facts.centreId,
      module: 'enquiry_management',
      navigate: staffEnquiryPath(facts.enquiryId),
      actionLabel: 'Open the enquiry',
      ...StaffEnquiryNotices[event](facts),
    },
    publicUrl,
  )
}
