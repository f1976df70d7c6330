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

/*
 * What `me` shows beyond the viewer, one statement per part, each run only when the query selects it (`me` is on
 * every page load and benchmarked). Every query is keyed by the viewer's own user and school. Rows are flat;
 * resolvers/user-mapper.ts groups them.
 */

/** The user's profile columns the viewer does not carry, with the parent profile (null for staff). */
export function selectProfile(db: DbOrTx, userId: number, schoolId: number) {
  return db
    .select({
      user: {
        birthdate: users.birthdate,
        gender: users.gender,
        homePhone: users.homePhone,
        mobilePhone: users.mobilePhone,
        mobilePhoneCountryCode: users.mobilePhoneCountryCode,
      },
      parent: {
        id: parents.id,
        monthlyIncome: parents.monthlyIncome,
        workplaceStaff: parents.workplaceStaff,
      },
    })
    .from(users)
    .leftJoin(parents, eq(parents.fkUser, users.id))
    .where(and(eq(users.id, userId), eq(users.fkSchool, schoolId)))
}
export type ProfileRow = Awaited<ReturnType<typeof selectProfile>>[number]

/** Active roles with their templates (active module categories only), oldest assignment first. */
export function selectRoleRows(db: DbOrTx, userId: number) {
  return db
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
    .orderBy(asc(userRoles.id), asc(roleTemplates.id))
}
export type RoleRow = Awaited<ReturnType<typeof selectRoleRows>>[number]

/** The user's access controls in their own school, with the school's name. */
export function selectAccessControlRows(db: DbOrTx, userId: number, schoolId: number) {
  return db
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
    .orderBy(asc(accessControls.id))
}
export type AccessControlRow = Awaited<ReturnType<typeof selectAccessControlRows>>[number]

/** The user's active children in their own school, with their class placements oldest first. */
export function selectChildRows(db: DbOrTx, userId: number, schoolId: number) {
  return db
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
    .orderBy(asc(children.id), asc(childClasses.from), asc(childClasses.id))
}
export type ChildRow = Awaited<ReturnType<typeof selectChildRows>>[number]
