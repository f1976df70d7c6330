import type { MutationUpdateEnquiryStateMachineMapArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { changeMapping } from '../state-map'
import { toStateMap } from './state-map-mapper'

export const updateEnquiryStateMachineMap = guard(
  actions.stateMap.write,
  bySchool,
  async (args: MutationUpdateEnquiryStateMachineMapArgs, { viewer }, ctx) =>
    toStateMap(
      await changeMapping(
        ctx.db,
        viewer.schoolId,
        args.IDMap,
        { toState: args.toState, priority: args.priority },
        args.confirm,
      ),
    ),
)
