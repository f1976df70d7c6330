import type { Staff } from '../../../generated/graphql'
import type { StaffRecord } from '../queries'

export function toStaff({ staff, user, centres, roles }: StaffRecord): Staff {
  return {
    ID: staff.id,
    fkSchool: staff.fkSchool,
    staffID: staff.staffId,
    active: staff.active,
    createdAt: staff.createdAt.toISOString(),
    user: {
      ID: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      mobilePhone: user.mobilePhone,
      mobilePhoneCountryCode: user.mobilePhoneCountryCode,
      isHQStaff: user.isHQStaff,
      hasCentreScopeAccess: user.hasCentreScopeAccess,
      active: user.active,
    },
    centres: centres.map((c) => ({ ID: c.id, label: c.label, code: c.code })),
    roles: roles.map((r) => ({ ID: r.id, label: r.label, name: r.name, active: r.active })),
  }
}
