import {
  AdmissionStage,
  AdmissionStageLabel,
  enquiryState,
  type EnquiryStateCode,
  stageStatusCodes,
} from '@preschool/domain'
import type { QueryGetAdmissionFiltersArgs } from '../../../generated/graphql'
import { centres } from '../../../db/schema'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { reachCondition } from '../../../platform/authz/reach'
import { toEnquiryState } from '../../statemachine'
import { selectCentreOptions, selectLevelOptions } from '../queries'

export const getAdmissionFilters = guard(
  actions.admissions.list,
  bySchool,
  async (_args: QueryGetAdmissionFiltersArgs, grant, ctx) => {
    const schoolId = grant.viewer.schoolId
    const [centreRows, levelRows] = await Promise.all([
      selectCentreOptions(ctx.db, schoolId, reachCondition(grant, { centre: centres.id })),
      selectLevelOptions(ctx.db, schoolId),
    ])
    return {
      centres: centreRows.map((c) => ({ ID: c.id, label: c.label })),
      levels: levelRows.map((l) => ({ ID: l.id, label: l.label })),
      stages: AdmissionStage.map((code) => ({
        code,
        label: AdmissionStageLabel[code],
        statuses: stageStatusCodes(code).map((s) => toEnquiryState(enquiryState(s as EnquiryStateCode).id)),
      })),
    }
  },
)
