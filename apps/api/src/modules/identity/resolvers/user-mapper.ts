import type { User } from '../../../generated/graphql'
import { permittedActions } from '../../../platform/authz/permitted'
import type { Viewer } from '../../../platform/authz/viewer'
import type { MeRows } from '../me-queries'

type RoleRow = MeRows[1][number]
type ChildRow = MeRows[3][number]

/** Groups flat join rows by a key, keeping first-seen order. */
function groupBy<T, K>(rows: T[], key: (row: T) => K): [K, T[]][] {
  const groups = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const group = groups.get(k)
    if (group) group.push(row)
    else groups.set(k, [row])
  }
  return [...groups]
}

const toRoleRelation = (rows: RoleRow[]) => {
  const { relationId, role } = rows[0]
  return {
    ID: relationId,
    fkRole: role.id,
    role: {
      ID: role.id,
      name: role.name,
      label: role.label,
      isStaff: role.isStaff,
      roleTemplates: rows.flatMap(({ template, category }) =>
        template && category
          ? [
              {
                ID: template.id,
                fkModuleCategory: template.fkModuleCategory,
                access: template.access,
                moduleCategory: { ID: category.id, moduleCategoryCode: category.code, label: category.label },
              },
            ]
          : [],
      ),
    },
  }
}

const toChildRelation = (rows: ChildRow[]) => {
  const { relationId, child } = rows[0]
  return {
    ID: relationId,
    fkChild: child.id,
    child: {
      ID: child.id,
      firstname: child.firstname,
      lastname: child.lastname,
      race: child.race,
      nationality: child.nationality,
      dateOfBirth: child.dateOfBirth,
      birthCertificate: child.birthCertificate,
      householdIncomeRange: child.householdIncomeRange,
      childClasses: rows.flatMap(({ placement, class: cls, program }) =>
        placement && cls
          ? [
              {
                from: placement.from,
                to: placement.to,
                program: program ? { ID: program.id, label: program.label } : null,
                class: { ID: cls.id, fkCentre: cls.fkCentre, fkLevel: cls.fkLevel, label: cls.label },
              },
            ]
          : [],
      ),
    },
  }
}

/** The flat rows of `me` as the spec's User (me), with what the viewer may do. */
export function toUser([[{ user, parent }], roleRows, controlRows, childRows]: MeRows, viewer: Viewer): User {
  return {
    ID: user.id,
    fkSchool: user.fkSchool,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    birthdate: user.birthdate,
    gender: user.gender,
    homePhone: user.homePhone,
    mobilePhone: user.mobilePhone,
    mobilePhoneCountryCode: user.mobilePhoneCountryCode,
    isHQStaff: user.isHQStaff,
    hasCentreScopeAccess: user.hasCentreScopeAccess,
    hasClassScopeAccess: user.hasClassScopeAccess,
    isStaff: viewer.isStaff,
    can: permittedActions(viewer),
    parent: parent
      ? { ID: parent.id, monthlyIncome: parent.monthlyIncome, workplaceStaff: parent.workplaceStaff }
      : null,
    userRoleRelations: groupBy(roleRows, (r) => r.relationId).map(([, rows]) => toRoleRelation(rows)),
    userAccessControls: controlRows.map((c) => ({
      ID: c.id,
      fkSchool: c.fkSchool,
      fkCentre: c.fkCentre,
      fkClass: c.fkClass,
      school: { ID: c.fkSchool, name: c.schoolName },
    })),
    childRelations: groupBy(childRows, (r) => r.relationId).map(([, rows]) => toChildRelation(rows)),
  }
}
