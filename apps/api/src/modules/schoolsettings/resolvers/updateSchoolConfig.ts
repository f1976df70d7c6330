import type { MutationUpdateSchoolConfigArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { toSchoolConfig } from '../../tenancy'
import { brandingFiles } from '../branding-storage'
import { updateSchoolConfig as update } from '../service'

export const updateSchoolConfig = guard(
  actions.schoolConfig.write,
  bySchool,
  async (args: MutationUpdateSchoolConfigArgs, { viewer }, ctx) =>
    (await update(ctx.db, brandingFiles(ctx), viewer.schoolId, args.entries)).map(toSchoolConfig),
)
