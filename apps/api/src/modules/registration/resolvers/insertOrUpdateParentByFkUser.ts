import type { MutationInsertOrUpdateParentByFkUserArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { insertOrUpdateParent } from '../parent-details'

export const insertOrUpdateParentByFkUser = guard(
  actions.registration.applicant,
  (a: MutationInsertOrUpdateParentByFkUserArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationInsertOrUpdateParentByFkUserArgs, { viewer }, ctx) => {
    const row = await insertOrUpdateParent(ctx.db, viewer, args.IDEnquiry, args.fkUser, args.parentData)
    return {
      ID: row.id,
      fkUser: row.fkUser,
      identificationNo: row.identificationNo,
      nationality: row.nationality,
      race: row.race,
      highestQualification: row.highestQualification,
      maritalStatus: row.maritalStatus,
      workingStatus: row.workingStatus,
      occupationalTitle: row.occupationalTitle,
    }
  },
)
