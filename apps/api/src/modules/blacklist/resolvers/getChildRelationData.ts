import type { QueryGetChildRelationDataArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectChildRelations } from '../queries'

export const getChildRelationData = guard(
  actions.blacklist.child,
  (a: QueryGetChildRelationDataArgs) => ({ child: a.IDChild }),
  async (args: QueryGetChildRelationDataArgs, grant, ctx) =>
    (await selectChildRelations(ctx.db, grant.viewer.schoolId, args.IDChild)).map((r) => ({
      ID: r.id,
      firstname: r.firstname,
      lastname: r.lastname,
      email: r.email,
      relation: r.relation,
      isMainApplicant: r.isMainApplicant,
    })),
)
