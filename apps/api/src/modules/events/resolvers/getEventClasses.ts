import type { EventClassOption, QueryGetEventClassesArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectClassesInReach } from '../queries'

export const getEventClasses = guard(
  actions.events.classes,
  (a: Args) => ({ school: a.IDSchool }),
  async (_args: Args, grant, ctx): Promise<EventClassOption[]> =>
    (await selectClassesInReach(ctx.db, grant.viewer.schoolId, grant.centres)).map((c) => ({
      ID: c.id,
      label: c.label,
      centreID: c.centreId,
      centreLabel: c.centreLabel,
    })),
)
