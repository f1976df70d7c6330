import { bySchool } from '../../../platform/authz/guard'

/** The member of staff a change is about: the school named and the member (head office's when they hold it). */
export const staffMemberOf = (a: { IDSchool: number; staffID: number }) => ({
  ...bySchool(a),
  staffMember: a.staffID,
})

/** Input giving (or keeping) head office access: the catalogue's head office action decides it. */
export const givesHeadOffice = <A extends { staffData: { isHQStaff?: boolean | null } }>(a: A) =>
  a.staffData.isHQStaff === true
