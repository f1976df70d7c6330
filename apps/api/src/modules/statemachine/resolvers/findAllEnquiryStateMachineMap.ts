import type { QueryFindAllEnquiryStateMachineMapArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { selectStateMap } from '../queries'
import { toStateMap } from './state-map-mapper'

export const findAllEnquiryStateMachineMap = guard(
  actions.stateMap.read,
  bySchool,
  async (_args: QueryFindAllEnquiryStateMachineMapArgs, { viewer }, ctx) =>
    (await selectStateMap(ctx.db, viewer.schoolId)).map(toStateMap),
)
