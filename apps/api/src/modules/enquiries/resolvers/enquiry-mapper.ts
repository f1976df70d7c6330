import type { Enquiry, EnrollmentCentre, ParentChild, SuggestedLevel } from '../../../generated/graphql'
import type { LevelWithPrograms } from '../../levels'
import type { EnrollmentCentreView } from '../centre-search'
import { toCentreAddress } from '../../centres'
import { toEnquiryState } from '../../statemachine'
import type { ChildRow, EnquiryView } from '../queries'

/**
 * What the enquiry module resolves an Enquiry to: every field but those other modules add with their own
 * resolvers (visits). The codegen mapper of Enquiry.
 */
export type EnquirySource = Omit<Enquiry, 'visits'>

export function toEnquiry(view: EnquiryView): EnquirySource {
  return {
    ID: view.id,
    fkSchool: view.fkSchool,
    fkCentre: view.fkCentre,
    fkUser: view.fkUser,
    fkChild: view.fkChild,
    fkLevel: view.fkLevel,
    fkProgram: view.fkProgram,
    fkEnquiryState: view.fkEnquiryState,
    firstname: view.firstname,
    lastname: view.lastname,
    childFirstname: view.childFirstname,
    childLastname: view.childLastname,
    enrollmentPlan: view.enrollmentPlan,
    active: view.active,
    isTransferEnquiry: view.isTransferEnquiry,
    isTransferEnquiryReadyForEnrolment: view.isTransferEnquiryReadyForEnrolment,
    enrolmentStep: view.enrolmentStep,
    skipCentreVisit: view.skipCentreVisit,
    skipTrial: view.skipTrial,
    vacancyAvailable: view.vacancyAvailable,
    createdAt: view.createdAt.toISOString(),
    admissionStatus: toEnquiryState(view.fkEnquiryState),
    centre: {
      ID: view.centre.id,
      label: view.centre.label,
      code: view.centre.code,
      addresses: view.centre.addresses.map(toCentreAddress),
    },
    user: {
      ID: view.user.id,
      email: view.user.email,
      mobilePhone: view.user.mobilePhone,
      mobilePhoneCountryCode: view.user.mobilePhoneCountryCode,
    },
    level: { ID: view.level.id, label: view.level.label, active: view.level.active },
    program: view.program
      ? { ID: view.program.id, label: view.program.label, active: view.program.active }
      : null,
  }
}

const hhmm = (time: string) => time.slice(0, 5)

export function toSuggestedLevel(level: LevelWithPrograms): SuggestedLevel {
  return {
    ID: level.id,
    label: level.label,
    fromMonth: level.fromMonth,
    toMonth: level.toMonth,
    isInfant: level.isInfant,
    programs: level.programs.map((p) => ({
      ID: p.id,
      label: p.label,
      from: hhmm(p.from),
      to: hhmm(p.to),
      active: p.active,
    })),
  }
}

export function toEnrollmentCentre(centre: EnrollmentCentreView): EnrollmentCentre {
  return {
    ID: centre.id,
    fkSchool: centre.fkSchool,
    label: centre.label,
    code: centre.code,
    active: centre.active,
    addresses: centre.addresses.map(toCentreAddress),
    distance: centre.distance === null ? null : Math.round(centre.distance * 100) / 100,
    vacancyAvailable: centre.vacancyAvailable,
  }
}

export function toParentChild(child: ChildRow): ParentChild {
  return {
    ID: child.id,
    firstname: child.firstname,
    lastname: child.lastname,
    dateOfBirth: child.dateOfBirth,
    birthCertificate: child.birthCertificate,
    race: child.race,
    nationality: child.nationality,
    gender: child.gender,
    householdIncomeRange: child.householdIncomeRange,
  }
}
