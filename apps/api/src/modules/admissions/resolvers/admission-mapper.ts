import { admissionStageOf } from '@preschool/domain'
import type { Admission } from '../../../generated/graphql'
import { toEnquiryState } from '../../statemachine'
import type { AdmissionRow } from '../queries'

export function toAdmission(row: AdmissionRow): Admission {
  const e = row.enquiry
  return {
    ID: e.id,
    firstname: e.firstname,
    lastname: e.lastname,
    childFirstname: e.childFirstname,
    childLastname: e.childLastname,
    pendingRegisterSince: row.pendingSince.toISOString(),
    source: e.source,
    createdAt: e.createdAt.toISOString(),
    fkEnquiryState: e.fkEnquiryState,
    enrollmentPlan: e.enrollmentPlan,
    stageCode: admissionStageOf(e),
    familyBlacklisted: row.familyBlacklisted,
    centre: { ID: row.centre.id, label: row.centre.label },
    level: { ID: row.level.id, label: row.level.label },
    child: {
      ID: row.child.id,
      firstname: row.child.firstname,
      lastname: row.child.lastname,
      dateOfBirth: row.child.dateOfBirth,
      birthCertificate: row.child.birthCertificate,
    },
    user: {
      ID: row.user.id,
      firstname: row.user.firstname,
      lastname: row.user.lastname,
      email: row.user.email,
      mobilePhone: row.user.mobilePhone,
      mobilePhoneCountryCode: row.user.mobilePhoneCountryCode,
    },
    admissionStatus: toEnquiryState(e.fkEnquiryState),
  }
}
