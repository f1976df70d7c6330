import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listTags } from '../tags'
import { toTag } from './waitlist-mapper'

export const findAllTags = guard(actions.waitlist.tags, async (_args: unknown, { viewer }, ctx) =>
  (await listTags(ctx.db, viewer)).map((t) => toTag(t.tag, t.centreLabel ? { label: t.centreLabel } : null)),
)
