import type { TransferDraft } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { canField } from '../../../platform/authz/permitted'

/** A transfer as the API answers it; what the caller may do with it is its `can` field (below). */
export type TransferSource = Omit<TransferDraft, 'can'> & {
  fkSourceCentre: number
  fkDestinationCentre: number
  isParent: boolean
  makerId: number
}

const LIVE = ['pending_source', 'pending_destination', 'approved']

/** The source centre's step, checked against the source centre alone. */
const sourceCan = canField(
  (t: TransferSource) => ({ centreIds: [t.fkSourceCentre], isParent: false, makerId: t.makerId }),
  (t) => (t.status === 'pending_source' ? [actions.transfers.approveSource] : []),
)

/** The destination centre's steps, checked against the destination centre alone. */
const destinationCan = canField(
  (t: TransferSource) => ({ centreIds: [t.fkDestinationCentre], isParent: false, makerId: t.makerId }),
  (t) => [
    ...(t.status === 'pending_destination' ? [actions.transfers.approveDestination] : []),
    ...(t.status === 'approved' ? [actions.transfers.complete] : []),
  ],
)

/** The family's step: cancelling until it completes. */
const familyCan = canField(
  (t: TransferSource) => ({
    centreIds: [t.fkSourceCentre, t.fkDestinationCentre],
    isParent: t.isParent,
    makerId: t.makerId,
  }),
  (t) => (LIVE.includes(t.status) ? [actions.transfers.cancel] : []),
)

/** The TransferDraft type's own fields, collected into the module's generated resolver map. */
export const TransferDraftFields = {
  can: async (t: TransferSource, args: unknown, ctx: Parameters<typeof sourceCan>[2]) => [
    ...(await sourceCan(t, args, ctx)),
    ...(await destinationCan(t, args, ctx)),
    ...(await familyCan(t, args, ctx)),
  ],
}
