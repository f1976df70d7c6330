import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { waitListFilterOptions } from '../filters'
import { toTag } from './waitlist-mapper'

export const getWaitListFilter = guard(actions.waitlist.list, async (_args: unknown, grant, ctx) => {
  const options = await waitListFilterOptions(ctx.db, grant)
  return {
    ...options,
    tags: options.tags.map((t) => toTag(t.tag, t.centreLabel ? { label: t.centreLabel } : null)),
  }
})
