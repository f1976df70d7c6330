import { Access, ModuleCategory, enquiryState, moduleCategoryCodes } from '@preschool/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { verifyPassword } from '../../platform/auth/passwords'
import {
  accessControls,
  childLevels,
  childRelations,
  children,
  codes,
  directoryAccounts,
  enquiries,
  moduleCategories,
  roles,
  roleTemplates,
  staff,
  userRoles,
  users,
} from '../schema'
import { useSeededDemo } from './test-database'

const { db, first } = useSeededDemo()

describe('demo data: roles and accounts', () => {
  it('gives every school its module categories and the five roles with their access', async () => {
    const categories = await db().select().from(moduleCategories)
    const roleRows = await db().select().from(roles)
    const templates = await db().select().from(roleTemplates)
    for (const id of [1, 2, 3]) {
      const own = categories.filter((c) => c.fkSchool === id)
      expect(own.map((c) => c.moduleCategoryCode).sort()).toEqual([...moduleCategoryCodes].sort())
      for (const c of own)
        expect(c.label).toBe(ModuleCategory[c.moduleCategoryCode as keyof typeof ModuleCategory])
      const accessOf = (name: string) => {
        const role = roleRows.find((r) => r.fkSchool === id && r.name === name)
        expect(role, name).toBeDefined()
        return Object.fromEntries(
          templates
            .filter((t) => t.fkRole === role?.id)
            .map((t) => [own.find((c) => c.id === t.fkModuleCategory)?.moduleCategoryCode, t.access]),
        )
      }
      expect(Object.values(accessOf('hq_admin'))).toEqual(moduleCategoryCodes.map(() => 7))
      expect(accessOf('principal')).toMatchObject({
        enquiry_management: Access.read | Access.write | Access.approve,
        enrollment_planning: expect.any(Number),
        withdrawal_management: expect.any(Number),
        centre_management: Access.read,
      })
      expect(accessOf('principal').enrollment_planning & Access.approve).toBe(Access.approve)
      expect(accessOf('principal').visit_management).toBe(Access.read | Access.write | Access.approve)
      expect(accessOf('principal').user_management).toBeUndefined()
      expect(accessOf('centre_staff')).toMatchObject({
        visit_management: Access.read | Access.write | Access.approve,
        waitlist_management: 1,
        level_management: 1,
        centre_management: 1,
      })
      expect(accessOf('teacher')).toEqual({
        attendance_management: 3,
        class_management: 1,
        event_management: 3,
      })
      expect(accessOf('parent')).toEqual({})
      const parentRole = roleRows.find((r) => r.fkSchool === id && r.name === 'parent')
      expect(parentRole).toMatchObject({ isStaff: false, isRemovable: false })
      expect(roleRows.find((r) => r.fkSchool === id && r.name === 'hq_admin')).toMatchObject({
        label: 'HQ Administrator',
        isStaff: true,
        isRemovable: false,
      })
    }
  })

  it('creates a parent who signs in with a password and has a child', async () => {
    const [parent] = await db().select().from(users).where(eq(users.email, 'parent@littlesteps.demo'))
    expect(parent).toMatchObject({ fkSchool: 1, mobilePhone: '91234567', mobilePhoneCountryCode: '+65' })
    expect(parent.registeredAt).toBeInstanceOf(Date)
    expect(await verifyPassword(parent.passwordHash ?? '', 'Parent123')).toBe(true)
    expect(await verifyPassword(parent.passwordHash ?? '', 'Staff123')).toBe(false)

    const [relation] = await db().select().from(childRelations).where(eq(childRelations.fkUser, parent.id))
    expect(relation).toMatchObject({ relation: 'Mother', isMainApplicant: true, fkSchool: 1 })
    const [child] = await db().select().from(children).where(eq(children.id, relation.fkChild))
    expect(child.birthCertificate).toMatch(/^T\d{7}[A-Z]$/)
    const ageInDays = (Date.now() - new Date(child.dateOfBirth).getTime()) / 86_400_000
    expect(ageInDays).toBeGreaterThan(3 * 365)
    expect(ageInDays).toBeLessThan(3.5 * 365)
    const codeLabels = async (category: string) =>
      (
        await db()
          .select()
          .from(codes)
          .where(and(eq(codes.fkSchool, 1), eq(codes.category, category)))
      ).map((c) => c.label)
    expect(await codeLabels('Nationality')).toContain(child.nationality)
    expect(await codeLabels('Race')).toContain(child.race)
  })

  it('creates staff who sign in by single sign-on, with their roles and centres', async () => {
    const staffUsers = await db().select().from(users).innerJoin(staff, eq(staff.fkUser, users.id))
    expect(staffUsers.map((s) => s.users.email).sort()).toEqual([
      'hq@brighthorizons.demo',
      'hq@littlesteps.demo',
      'hq@sunflower.demo',
      'planner@littlesteps.demo',
      'principal@littlesteps.demo',
      'staff@littlesteps.demo',
    ])
    for (const { users: user } of staffUsers) {
      expect(user.passwordHash).toBeNull()
      const [account] = await db()
        .select()
        .from(directoryAccounts)
        .where(eq(directoryAccounts.email, user.email))
      expect(account).toMatchObject({ givenName: user.firstname, surname: user.lastname })
      expect(account.businessPhones.length).toBe(1)
      expect(await verifyPassword(account.passwordHash, 'Staff123')).toBe(true)
      const schoolRows = await db()
        .select()
        .from(accessControls)
        .where(and(eq(accessControls.fkUser, user.id), isNull(accessControls.fkCentre)))
      expect(schoolRows).toEqual([expect.objectContaining({ fkSchool: user.fkSchool })])
    }
    const centresOf = async (email: string) => {
      const [user] = await db().select().from(users).where(eq(users.email, email))
      const rows = await db().select().from(accessControls).where(eq(accessControls.fkUser, user.id))
      return { user, centreIds: rows.flatMap((r) => (r.fkCentre ? [r.fkCentre] : [])) }
    }
    const roleOf = async (userId: number) =>
      (
        await db()
          .select()
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.fkRole))
          .where(eq(userRoles.fkUser, userId))
      ).map((r) => r.roles.name)

    const hq = await centresOf('hq@littlesteps.demo')
    expect(hq.user).toMatchObject({ isHQStaff: true, fkSchool: 1 })
    expect(hq.centreIds).toEqual([])
    expect(await roleOf(hq.user.id)).toEqual(['hq_admin'])

    const principal = await centresOf('principal@littlesteps.demo')
    expect(principal.user).toMatchObject({ isHQStaff: false, hasCentreScopeAccess: true })
    expect(principal.centreIds.length).toBe(2)
    expect(await roleOf(principal.user.id)).toEqual(['principal'])

    const member = await centresOf('staff@littlesteps.demo')
    expect(member.centreIds.length).toBe(1)
    expect(principal.centreIds).toContain(member.centreIds[0])
    expect(await roleOf(member.user.id)).toEqual(['centre_staff'])

    for (const email of ['hq@brighthorizons.demo', 'hq@sunflower.demo']) {
      const other = await centresOf(email)
      expect(other.user.isHQStaff).toBe(true)
      expect(other.user.fkSchool).not.toBe(1)
    }
  })

  it('has a directory account that is not staff yet, to add from the directory look-up', async () => {
    const [account] = await db()
      .select()
      .from(directoryAccounts)
      .where(eq(directoryAccounts.email, 'newteacher@littlesteps.demo'))
    expect(account).toMatchObject({ displayName: 'Nur Aisyah', businessPhones: ['+65 9250 1004'] })
    expect(await verifyPassword(account.passwordHash, 'Staff123')).toBe(true)
    expect(await db().select().from(users).where(eq(users.email, account.email))).toEqual([])
  })

  it('lists the demo accounts with how to sign in', () => {
    expect(first().accounts.map((a) => [a.role, a.email])).toEqual([
      ['Parent', 'parent@littlesteps.demo'],
      ['Parent', 'offered@littlesteps.demo'],
      ['Parent', 'halfway@littlesteps.demo'],
      ['Parent', 'payment@littlesteps.demo'],
      ['Parent', 'paid@littlesteps.demo'],
      ['Parent', 'transfer@littlesteps.demo'],
      ['HQ', 'hq@littlesteps.demo'],
      ['Principal', 'principal@littlesteps.demo'],
      ['Centre staff', 'staff@littlesteps.demo'],
      ['HQ', 'planner@littlesteps.demo'],
      ['HQ', 'hq@brighthorizons.demo'],
      ['HQ', 'hq@sunflower.demo'],
    ])
    expect(first().accounts[0].how).toContain('Parent123')
    expect(first().accounts[6].how).toContain('Staff123')
  })

  it('seats every family its admissions list as enrolled, so the children list shows them too', async () => {
    const enrolled = await db()
      .select({ child: enquiries.fkChild, centre: enquiries.fkCentre })
      .from(enquiries)
      .where(eq(enquiries.fkEnquiryState, enquiryState('enrolled').id))
    expect(enrolled.length).toBeGreaterThan(0)
    for (const e of enrolled) {
      const seats = await db()
        .select({ centre: childLevels.fkCentre })
        .from(childLevels)
        .where(and(eq(childLevels.fkChild, e.child), isNull(childLevels.to)))
      expect(seats).toEqual([{ centre: e.centre }])
    }
  })
})
