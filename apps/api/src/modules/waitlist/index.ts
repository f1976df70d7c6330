import { defineModule } from '../../platform/module'
import { subscribe } from '../../platform/events/bus'
import { withdrawOfferOf } from './offers'
import { acceptVacancyForRegistration } from './resolvers/acceptVacancyForRegistration'
import { getMyWaitlistPositions } from './resolvers/getMyWaitlistPositions'
import { rejectVacancyForRegistration } from './resolvers/rejectVacancyForRegistration'
import { addChildActivityLog } from './resolvers/addChildActivityLog'
import { findAllChildActivityLog } from './resolvers/findAllChildActivityLog'
import { findAllChildActivityLogByChild } from './resolvers/findAllChildActivityLogByChild'
import { findAllTags } from './resolvers/findAllTags'
import { getVacancyTab } from './resolvers/getVacancyTab'
import { getWaitList } from './resolvers/getWaitList'
import { getWaitListEnquiry } from './resolvers/getWaitListEnquiry'
import { getWaitListFilter } from './resolvers/getWaitListFilter'
import { newTag } from './resolvers/newTag'
import { removeEnquiryTag } from './resolvers/removeEnquiryTag'
import { searchChildInWaitList } from './resolvers/searchChildInWaitList'
import { updateEnquiryDetail } from './resolvers/updateEnquiryDetail'
import { updateEnquiryTags } from './resolvers/updateEnquiryTags'
import { updateTagByFields } from './resolvers/updateTagByFields'

export const waitlistModule = defineModule(import.meta.url, {
  Query: {
    getWaitList,
    getWaitListFilter,
    getVacancyTab,
    searchChildInWaitList,
    getWaitListEnquiry,
    findAllTags,
    findAllChildActivityLog,
    findAllChildActivityLogByChild,
    getMyWaitlistPositions,
  },
  Mutation: {
    newTag,
    updateTagByFields,
    updateEnquiryTags,
    removeEnquiryTag,
    addChildActivityLog,
    updateEnquiryDetail,
    acceptVacancyForRegistration,
    rejectVacancyForRegistration,
  },
})

// Cancelling an enquiry frees the seat of its live offer, in the cancelling transaction.
subscribe('enquiryCancelled', async (tx, { schoolId, enquiryId }) => {
  await withdrawOfferOf(tx, schoolId, enquiryId)
})

// The module's public surface: the child activity log other modules write to.
export { type ChildActivity, logChildActivity } from './activity-log'
export { autoWaitlist, offerLapse } from './jobs'
