import type { QueryFindAllChildArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listChildren } from '../children-service'
import { toChild } from './child-mapper'

export const findAllChild = guard(
  actions.children.list,
  bySchool,
  async (args: QueryFindAllChildArgs, grant, ctx) => {
    const { totalCount, rows } = await listChildren(ctx.db, grant, 'any', args)
    return { totalCount, data: await Promise.all(rows.map((r) => toChild(r, ctx))) }
  },
)
