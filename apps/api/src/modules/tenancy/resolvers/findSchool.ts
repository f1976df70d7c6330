import type { QueryFindSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { findSchoolById } from '../service'

export const findSchool = guard(
  actions.tenancy.publicConfig,
  async (args: QueryFindSchoolArgs, _grant, ctx) => {
    const school = await findSchoolById(ctx.db, args.ID)
    return school ? { ID: school.id, name: school.name, code: school.code } : null
  },
)
