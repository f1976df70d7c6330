import { AdmissionStage, AdmissionStageLabel } from '@preschool/domain'
import type { QueryFindAllAdmissionArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listReach, reachCondition } from '../../../platform/authz/reach'
import { listAdmissions } from '../admissions'
import { toAdmission } from './admission-mapper'

export const findAllAdmission = guard(
  actions.admissions.list,
  bySchool,
  async (args: QueryFindAllAdmissionArgs, grant, ctx) => {
    const reach = reachCondition(grant, listReach.enquiries)
    const page = await listAdmissions(ctx.db, grant.viewer.schoolId, reach, args, args.pagination)
    return {
      totalCount: page.totalCount,
      data: page.data.map(toAdmission),
      stageCounts: AdmissionStage.map((code) => ({
        code,
        label: AdmissionStageLabel[code],
        count: page.stageCounts[code],
      })),
    }
  },
)
