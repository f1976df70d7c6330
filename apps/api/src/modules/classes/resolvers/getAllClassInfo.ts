import type { QueryGetAllClassInfoArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listClasses } from '../class-service'
import { toClassInfo } from './class-mapper'

// With classID the class itself is a target: out of reach (centre or class scope) is refused, not just hidden.
export const getAllClassInfo = guard(
  actions.classes.read,
  (a: QueryGetAllClassInfoArgs) => ({ school: a.IDSchool, class: a.classID }),
  async (args: QueryGetAllClassInfoArgs, grant, ctx) => {
    const { totalCount, rows } = await listClasses(ctx.db, grant, {
      classId: args.classID,
      filter: args.filter,
      pagination: args.pagination,
    })
    return { totalCount, data: await Promise.all(rows.map((r) => toClassInfo(r, ctx))) }
  },
)
