import { actorOf } from '../../../platform/authz/actor'
import type { MutationDraftSymptomClusterNoticeArgs, SymptomClusterFlag } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { draftClusterNotice } from '../cluster-notice'
import { toClusterFlag } from './cluster-mapper'

export const draftSymptomClusterNotice = guard(
  actions.attendance.clusterNotice,
  (a: MutationDraftSymptomClusterNoticeArgs) => ({ symptomCluster: a.clusterID }),
  async (args: MutationDraftSymptomClusterNoticeArgs, grant, ctx): Promise<SymptomClusterFlag> =>
    toClusterFlag(await draftClusterNotice(ctx.db, ctx, actorOf(grant.viewer), args.clusterID)),
)
