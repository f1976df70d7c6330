import type { MutationAddEnquiryStateMachineMapArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { addMapping } from '../state-map'
import { toStateMap } from './state-map-mapper'

export const addEnquiryStateMachineMap = guard(
  actions.stateMap.write,
  bySchool,
  async (args: MutationAddEnquiryStateMachineMapArgs, { viewer }, ctx) =>
    toStateMap(
      await addMapping(ctx.db, viewer.schoolId, {
        fromState: args.fromState,
        toState: args.toState,
        priority: args.priority,
      }),
    ),
)
