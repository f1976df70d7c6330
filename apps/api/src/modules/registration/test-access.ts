import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // registration (the family's form; staff with enquiry read see it, the family alone writes it)
    enquiryByID: { variables: (v) => ({ id: v.family.enquiryId }) },
    getEnrolmentForm: {},
    getAdditionalInformation: {},
    getSubsidySchedule: {},
    startRegistration: {},
    saveEnrolmentForm: {},
    saveAdditionalInformation: {},
    markAsCompleted: {},
    insertOrUpdateParentByFkUser: {},
    insertOrUpdateUserAddress: {},
    getFamilyContacts: {},
    updateMyAddressFromChild: {},
    updateChildEmergencyContact: {},
  },
}
