import type { MutationUpdateNotifiableSymptomsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { saveNotifiableSymptoms } from '../notifiable-symptoms'

export const updateNotifiableSymptoms = guard(
  actions.attendance.configureSymptoms,
  bySchool,
  async (args: MutationUpdateNotifiableSymptomsArgs, { viewer }, ctx) =>
    saveNotifiableSymptoms(ctx.db, viewer.schoolId, args.symptoms),
)
