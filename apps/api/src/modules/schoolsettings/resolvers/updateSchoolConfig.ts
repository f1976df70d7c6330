import type { MutationUpdateSchoolConfigArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { toSchoolConfig } from '../../tenancy'
import { brandingFiles } from '../branding-storage'
import { updateSchoolConfig as update } from '../service'

export const updateSchoolConfig = guard(
  actions.schoolConfig.write,
  async (args: MutationUpdateSchoolConfigArgs, { viewer }, ctx) =>
    (await update(ctx.db, brandingFiles(ctx), assertOwnSchool(viewer, args.IDSchool), args.entries)).map(
      toSchoolConfig,
    ),
)
