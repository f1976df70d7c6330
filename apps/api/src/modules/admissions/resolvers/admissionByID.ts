import type { QueryAdmissionByIdArgs } from '../../../generated/graphql'
import { auditedRead } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toEnquiry } from '../../enquiries'
import { toStateChange } from '../../statemachine'
import { admissionDetail } from '../admissions'
import { toAdmission } from './admission-mapper'

/** The child's and parent's full contact: an audited read. */
export const admissionByID = auditedRead(
  'enquiry',
  guard(
    actions.admissions.read,
    (a: QueryAdmissionByIdArgs) => ({ enquiry: a.IDEnquiry }),
    async (args: QueryAdmissionByIdArgs, grant, ctx) => {
      const detail = await admissionDetail(ctx.db, grant.viewer.schoolId, args.IDEnquiry)
      return {
        ID: detail.admission.enquiry.id,
        admission: toAdmission(detail.admission),
        enquiry: toEnquiry(detail.enquiry),
        stateHistory: detail.history.map(toStateChange),
      }
    },
  ),
)
