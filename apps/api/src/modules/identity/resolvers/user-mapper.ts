import type {
  UserAccessControl,
  UserChildRelation,
  UserParent,
  UserRoleRelation,
} from '../../../generated/graphql'
import type { AccessControlRow, ChildRow, ProfileRow, RoleRow } from '../me-queries'

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

const toRoleRelation = (rows: RoleRow[]): UserRoleRelation => {
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

const toChildRelation = (rows: ChildRow[]): UserChildRelation => {
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

/** Role rows (one per role and template) as the user's role relations, in assignment order. */
export const toRoleRelations = (rows: RoleRow[]): UserRoleRelation[] =>
  groupBy(rows, (r) => r.relationId).map(([, group]) => toRoleRelation(group))

/** Child rows (one per child and placement) as the user's child relations. */
export const toChildRelations = (rows: ChildRow[]): UserChildRelation[] =>
  groupBy(rows, (r) => r.relationId).map(([, group]) => toChildRelation(group))

export const toAccessControls = (rows: AccessControlRow[]): UserAccessControl[] =>
  rows.map((c) => ({
    ID: c.id,
    fkSchool: c.fkSchool,
    fkCentre: c.fkCentre,
    fkClass: c.fkClass,
    school: { ID: c.fkSchool, name: c.schoolName },
  }))

export const toParent = ({ parent }: ProfileRow): UserParent | null =>
  parent
    ? { ID: parent.id, monthlyIncome: parent.monthlyIncome, workplaceStaff: parent.workplaceStaff }
    : null
