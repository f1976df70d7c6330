import type { QueryEnquiryByIdArgs } from '../../../generated/graphql'
import { auditedRead } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toEnquiry } from '../../enquiries'
import { admissionDetail } from '../admissions'
import { toAdmission, toStateChange } from './admission-mapper'

/** The child's and parent's full contact: an audited read. */
export const enquiryByID = auditedRead(
  'enquiry',
  guard(
    actions.admissions.read,
    (a: QueryEnquiryByIdArgs) => ({ enquiry: a.IDEnquiry }),
    async (args: QueryEnquiryByIdArgs, grant, ctx) => {
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
