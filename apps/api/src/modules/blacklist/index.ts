import { defineModule } from '../../platform/module'
import { subscribe } from '../../platform/events/bus'
import { closeBlacklistedArrival } from './family-enquiries'
import { approveBlacklistDraft } from './resolvers/approveBlacklistDraft'
import { blacklistDraftCan } from './resolvers/blacklist-mapper'
import { blacklistDraftsByFkSchool } from './resolvers/blacklistDraftsByFkSchool'
import { cancelBlacklistDraft } from './resolvers/cancelBlacklistDraft'
import { getBlackListData } from './resolvers/getBlackListData'
import { getChildRelationData } from './resolvers/getChildRelationData'
import { rejectBlacklistDraft } from './resolvers/rejectBlacklistDraft'
import { submitNewBlacklist } from './resolvers/submitNewBlacklist'
import { submitRemoveBlacklist } from './resolvers/submitRemoveBlacklist'

export const blacklistModule = defineModule(import.meta.url, {
  Query: { getBlackListData, blacklistDraftsByFkSchool, getChildRelationData },
  Mutation: {
    submitNewBlacklist,
    submitRemoveBlacklist,
    approveBlacklistDraft,
    rejectBlacklistDraft,
    cancelBlacklistDraft,
  },
  BlacklistDraft: { can: blacklistDraftCan },
})

// A blacklisted family's new enquiry is closed as it arrives (decision 0020).
subscribe('enquiryCreated', closeBlacklistedArrival)
