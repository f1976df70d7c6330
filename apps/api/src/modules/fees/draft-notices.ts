import { formatDate } from '@preschool/domain'
import type { Tx } from '../../db/client'
import { actorName, type NamedActor } from '../../platform/authz/actor'
import { tellStaff, tellStaffMember } from '../notifications'
import type { FeeDraftRow } from './queries'
import { selectFeeTier } from './queries'

/** Where the approvers and the requester find the request: the fee screen's drafts tab. */
export const FEE_DRAFTS_PAGE = '/feemanagement?tab=drafts'

async function tierName(tx: Tx, draft: FeeDraftRow) {
  const tier = await selectFeeTier(tx, draft.fkSchool, draft.fkFeeTier)
  return tier ? `${tier.tier.label} (${tier.centre.label})` : 'a fee tier'
}

/**
 * A submitted request waits for an approver: the staff with fee_management approve who reach the draft's centre
 * hear it (bell and email), in the submitting transaction; the maker does not, as they may not approve it.
 */
export async function tellFeeApprovers(
  tx: Tx,
  actor: NamedActor,
  draft: FeeDraftRow,
  publicUrl: string,
  kind: 'change' | 'newTier' = 'change',
) {
  const tier = await tierName(tx, draft)
  await tellStaff(
    tx,
    {
      schoolId: draft.fkSchool,
      centreId: draft.fkCentre,
      module: 'fee_management',
      access: 'approve',
      exceptUserId: draft.fkUser,
      title:
        kind === 'newTier'
          ? 'New fee tier waiting for your approval'
          : 'Fee change waiting for your approval',
      body:
        kind === 'newTier'
          ? `${actorName(actor)} asks to add the fee tier ${tier} from ${formatDate(draft.effectiveFrom)}. Please review the request.`
          : `${actorName(actor)} asks to change the fees of ${tier} from ${formatDate(draft.effectiveFrom)}. Please review the request.`,
      navigate: FEE_DRAFTS_PAGE,
      actionLabel: 'Review the request',
    },
    publicUrl,
  )
}

/** The requester hears the decision on their request, with the approver's remark. */
export async function tellFeeRequester(
  tx: Tx,
  actor: NamedActor,
  draft: FeeDraftRow,
  verb: 'approved' | 'rejected',
  remark: string | null,
  publicUrl: string,
) {
  await tellStaffMember(
    tx,
    {
      schoolId: draft.fkSchool,
      userId: draft.fkUser,
      title: `Fee change ${verb}`,
      body:
        `Your fee change request for ${await tierName(tx, draft)} was ${verb} by ` +
        `${actorName(actor)}${remark ? `: ${remark}` : '.'}`,
      navigate: FEE_DRAFTS_PAGE,
      actionLabel: 'See the request',
    },
    publicUrl,
  )
}
