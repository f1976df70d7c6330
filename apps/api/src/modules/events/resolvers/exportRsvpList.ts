import type { QueryExportRsvpListArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { rsvpCsv, rsvpStatus } from '../views'

export const exportRsvpList = guard(
  actions.events.view,
  (a: QueryExportRsvpListArgs) => ({ event: a.IDEvent }),
  (args: QueryExportRsvpListArgs, _grant, ctx) => rsvpCsv(ctx.db, args.IDEvent, rsvpStatus(args.status)),
)
