import type { MutationAcknowledgeChildInjuryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { acknowledgeInjury } from '../injuries'
import { toInjury } from './injury-mapper'

export const acknowledgeChildInjury = guard(
  actions.attendance.acknowledgeInjury,
  (a: MutationAcknowledgeChildInjuryArgs) => ({ injury: a.injuryID }),
  async (args: MutationAcknowledgeChildInjuryArgs, { viewer }, ctx) =>
    toInjury(
      await acknowledgeInjury(ctx.db, { schoolId: viewer.schoolId, userId: viewer.userId }, args.injuryID),
    ),
)
