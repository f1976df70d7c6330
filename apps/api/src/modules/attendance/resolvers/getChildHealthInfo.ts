import type { QueryGetChildHealthInfoArgs } from '../../../generated/graphql'
import { auditedRead } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { childHealthInfoOf } from '../health-info'
import { toHealthInfo } from './attendance-mapper'

// A child's medical record: every read is kept in the audit trail.
export const getChildHealthInfo = auditedRead(
  'child',
  guard(
    actions.attendance.ofChild,
    (a: QueryGetChildHealthInfoArgs) => ({ child: a.childID }),
    async (args: QueryGetChildHealthInfoArgs, { viewer }, ctx) =>
      toHealthInfo(await childHealthInfoOf(ctx.db, viewer.schoolId, args.childID)),
  ),
)
