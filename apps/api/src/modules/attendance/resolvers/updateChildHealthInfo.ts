import type { MutationUpdateChildHealthInfoArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { saveChildHealthInfo } from '../health-info'
import { toHealthInfo } from './attendance-mapper'

export const updateChildHealthInfo = guard(
  actions.attendance.health,
  (a: MutationUpdateChildHealthInfoArgs) => ({ child: a.childID }),
  async (args: MutationUpdateChildHealthInfoArgs, { viewer }, ctx) =>
    toHealthInfo(
      await saveChildHealthInfo(
        ctx.db,
        { schoolId: viewer.schoolId, userId: viewer.userId },
        args.childID,
        args.healthInfo,
      ),
    ),
)
