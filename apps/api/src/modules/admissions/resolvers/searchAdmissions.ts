import type { QuerySearchAdmissionsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listReach, reachCondition } from '../../../platform/authz/reach'
import { searchAdmissions as search } from '../admissions'
import { toAdmission } from './admission-mapper'

export const searchAdmissions = guard(
  actions.admissions.search,
  async (args: QuerySearchAdmissionsArgs, grant, ctx) =>
    (
      await search(
        ctx.db,
        grant.viewer.schoolId,
        reachCondition(grant, listReach.enquiries),
        grant.centres,
        args.q,
      )
    ).map(toAdmission),
)
