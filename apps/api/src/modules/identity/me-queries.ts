import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  accessControls,
  childClasses,
  childRelations,
  children,
  classes,
  moduleCategories,
  parents,
  programs,
  roles,
  roleTemplates,
  schools,
  userRoles,
  users,
} from '../../db/schema'

/**
 * Everything `me` shows, in four queries run together whatever the number of roles or children (`me` is on every
 * page load and benchmarked): the user with the parent profile, roles with templates, access controls with the
 * school, and children with their class placements. Rows are flat; me.ts groups them.
 */
export function selectMeRows(db: DbOrTx, userId: number, schoolId: number) {
  return Promise.all([
    db
      .select({
        user: users,
        parent: {
          id: parents.id,
          monthlyIncome: parents.monthlyIncome,
          workplaceStaff: parents.workplaceStaff,
        },
      })
      .from(users)
      .leftJoin(parents, eq(parents.fkUser, users.id))
      .where(and(eq(users.id, userId), eq(users.fkSchool, schoolId))),
    db
      .select({
        relationId: userRoles.id,
        role: { id: roles.id, name: roles.name, label: roles.label, isStaff: roles.isStaff },
        template: {
          id: roleTemplates.id,
          fkModuleCategory: roleTemplates.fkModuleCategory,
          access: roleTemplates.access,
        },
        category: {
          id: moduleCategories.id,
          code: moduleCategories.moduleCategoryCode,
          label: moduleCategories.label,
        },
      })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.fkRole), eq(roles.active, true)))
      .leftJoin(roleTemplates, eq(roleTemplates.fkRole, roles.id))
      .leftJoin(
        moduleCategories,
        and(eq(moduleCategories.id, roleTemplates.fkModuleCategory), eq(moduleCategories.active, true)),
      )
      .where(eq(userRoles.fkUser, userId))
      .orderBy(asc(userRoles.id), asc(roleTemplates.id)),
    db
      .select({
        id: accessControls.id,
        fkSchool: accessControls.fkSchool,
        fkCentre: accessControls.fkCentre,
        fkClass: accessControls.fkClass,
        schoolName: schools.name,
      })
      .from(accessControls)
      .innerJoin(schools, eq(schools.id, accessControls.fkSchool))
      .where(and(eq(accessControls.fkUser, userId), eq(accessControls.fkSchool, schoolId)))
      .orderBy(asc(accessControls.id)),
    db
      .select({
        relationId: childRelations.id,
        child: {
          id: children.id,
          firstname: children.firstname,
          lastname: children.lastname,
          race: children.race,
          nationality: children.nationality,
          dateOfBirth: children.dateOfBirth,
          birthCertificate: children.birthCertificate,
          householdIncomeRange: children.householdIncomeRange,
        },
        placement: { id: childClasses.id, from: childClasses.from, to: childClasses.to },
        class: { id: classes.id, fkCentre: classes.fkCentre, fkLevel: classes.fkLevel, label: classes.label },
        program: { id: programs.id, label: programs.label },
      })
      .from(childRelations)
      .innerJoin(children, and(eq(children.id, childRelations.fkChild), eq(children.active, true)))
      .leftJoin(childClasses, eq(childClasses.fkChild, children.id))
      .leftJoin(classes, eq(classes.id, childClasses.fkClass))
      .leftJoin(programs, eq(programs.id, childClasses.fkProgram))
      .where(and(eq(childRelations.fkUser, userId), eq(childRelations.fkSchool, schoolId)))
      .orderBy(asc(children.id), asc(childClasses.from), asc(childClasses.id)),
  ])
}
export type MeRows = Awaited<ReturnType<typeof selectMeRows>>
