import type { QueryGetNotifiableSymptomsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { readNotifiableSymptoms } from '../notifiable-symptoms'

export const getNotifiableSymptoms = guard(
  actions.attendance.symptoms,
  bySchool,
  async (_args: QueryGetNotifiableSymptomsArgs, { viewer }, ctx) =>
    readNotifiableSymptoms(ctx.db, viewer.schoolId),
)
