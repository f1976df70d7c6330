import { singaporeToday } from '@preschool/domain'
import type { WithdrawalDraft } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { canField } from '../../../platform/authz/permitted'

/** A withdrawal as the API answers it; what the caller may do with it is its `can` field (below). */
export type WithdrawalSource = Omit<WithdrawalDraft, 'can'> & {
  fkChild: number
  isParent: boolean
  makerId: number
}

/** The steps a withdrawal offers in its state; the catalogue's rules pick those the caller may take. */
function offered(w: WithdrawalSource) {
  const open = w.status === 'pending_centre' || w.status === 'pending_hq'
  return [
    ...(w.status === 'pending_centre' ? [actions.withdrawals.approveCentre] : []),
    ...(w.status === 'pending_hq' ? [actions.withdrawals.approveHQ] : []),
    ...(open ? [actions.withdrawals.cancelRequest] : []),
    ...((open || w.status === 'approved') && !w.documentsVerified
      ? [actions.withdrawals.verifyDocuments]
      : []),
    ...(w.status === 'approved' && w.withdrawalDraftItem.effectiveDate > singaporeToday()
      ? [actions.withdrawals.cancel]
      : []),
    ...((open || w.status === 'approved') && w.eConsentStatus === 'Pending'
      ? [actions.withdrawals.sendFormLink]
      : []),
  ]
}

export const withdrawalCan = canField(
  (w: WithdrawalSource) => ({ centreIds: [w.fkCentre], isParent: w.isParent, makerId: w.makerId }),
  offered,
)

/** The WithdrawalDraft type's own fields, collected into the module's generated resolver map. */
export const WithdrawalDraftFields = { can: withdrawalCan }
