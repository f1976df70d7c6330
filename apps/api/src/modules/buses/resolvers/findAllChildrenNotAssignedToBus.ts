import type { QueryFindAllChildrenNotAssignedToBusArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { childrenWithoutBus } from '../service'

export const findAllChildrenNotAssignedToBus = guard(
  actions.buses.children,
  (a: QueryFindAllChildrenNotAssignedToBusArgs) => ({ school: a.IDSchool, centre: a.centreID }),
  (args: QueryFindAllChildrenNotAssignedToBusArgs, { viewer }, ctx) =>
    childrenWithoutBus(ctx.db, viewer.schoolId, args.centreID),
)
