import type { MutationAddChildInjuryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { recordInjury } from '../injuries'
import { toInjury } from './injury-mapper'

export const addChildInjury = guard(
  actions.attendance.health,
  (a: MutationAddChildInjuryArgs) => ({ child: a.childID }),
  async (args: MutationAddChildInjuryArgs, { viewer }, ctx) =>
    toInjury(
      await recordInjury(
        ctx.db,
        { schoolId: viewer.schoolId, userId: viewer.userId, publicUrl: ctx.config.publicUrl },
        args.childID,
        args.injury,
      ),
    ),
)
