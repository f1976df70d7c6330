import type { QueryChildByIdArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { auditedRead } from '../../../platform/audit/marks'
import { loadChild } from '../children-service'
import { toChild } from './child-mapper'

export const childByID = auditedRead(
  'child',
  guard(
    actions.children.read,
    (a: QueryChildByIdArgs) => ({ school: a.IDSchool, child: a.IDChild }),
    async (args: QueryChildByIdArgs, { viewer }, ctx) =>
      toChild(await loadChild(ctx.db, viewer.schoolId, args.IDChild), ctx),
  ),
)
