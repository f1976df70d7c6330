import type { QueryGetPastChildrenDataArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listChildren } from '../children-service'
import { toChild } from './child-mapper'

export const getPastChildrenData = guard(
  actions.children.list,
  bySchool,
  async (args: QueryGetPastChildrenDataArgs, grant, ctx) => {
    const { totalCount, rows } = await listChildren(ctx.db, grant, 'past', args)
    return { totalCount, data: await Promise.all(rows.map((r) => toChild(r, ctx))) }
  },
)
