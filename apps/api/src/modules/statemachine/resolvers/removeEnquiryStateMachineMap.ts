import type { MutationRemoveEnquiryStateMachineMapArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { removeMapping } from '../state-map'

export const removeEnquiryStateMachineMap = guard(
  actions.stateMap.write,
  bySchool,
  async (args: MutationRemoveEnquiryStateMachineMapArgs, { viewer }, ctx) => {
    await removeMapping(ctx.db, viewer.schoolId, args.IDMap, args.confirm)
    return true
  },
)
