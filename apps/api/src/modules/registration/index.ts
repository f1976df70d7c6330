import { defineModule } from '../../platform/module'
import { enquiryByID } from './resolvers/enquiryByID'
import { getAdditionalInformation } from './resolvers/getAdditionalInformation'
import { getEnrolmentForm } from './resolvers/getEnrolmentForm'
import { getFamilyContacts } from './resolvers/getFamilyContacts'
import { getSubsidySchedule } from './resolvers/getSubsidySchedule'
import { insertOrUpdateParentByFkUser } from './resolvers/insertOrUpdateParentByFkUser'
import { insertOrUpdateUserAddress } from './resolvers/insertOrUpdateUserAddress'
import { markAsCompleted } from './resolvers/markAsCompleted'
import { saveAdditionalInformation } from './resolvers/saveAdditionalInformation'
import { saveEnrolmentForm } from './resolvers/saveEnrolmentForm'
import { startRegistration } from './resolvers/startRegistration'
import { updateChildEmergencyContact } from './resolvers/updateChildEmergencyContact'
import { updateMyAddressFromChild } from './resolvers/updateMyAddressFromChild'

export const registrationModule = defineModule(import.meta.url, {
  Query: { enquiryByID, getEnrolmentForm, getAdditionalInformation, getSubsidySchedule, getFamilyContacts },
  Mutation: {
    startRegistration,
    saveEnrolmentForm,
    saveAdditionalInformation,
    markAsCompleted,
    insertOrUpdateParentByFkUser,
    insertOrUpdateUserAddress,
    updateMyAddressFromChild,
    updateChildEmergencyContact,
  },
})

// The module's public surface: the subsidy tables for the demo seed and for tests; the saved form for the consent.
export { insertSubsidySchedule, selectRegistrationSteps } from './queries'
