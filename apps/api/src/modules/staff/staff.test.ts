import { Access, StaffMsg, V } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accessControls, userRoles, users } from '../../db/schema'
import {
  buildCentre,
  buildParent,
  buildRole,
  buildSchool,
  buildStaff,
  type TestSchool,
} from '../../test/builders'
import type { StaffInput, StaffListQueryVariables } from '../../test/generated/graphql'
import { errorCode, gql } from '../../test/server'
import {
  ACTIVATE_ROLE,
  ACTIVATE_STAFF,
  ADD_STAFF,
  addStaffAndSignIn,
  buildHqAdmin,
  canOf,
  LIST_STAFF,
  ME,
  REMOVE_STAFF,
  STAFF_BY_ID,
  staffData,
  UPDATE_STAFF,
} from './test-support'

const RW = Access.read | Access.write

async function setup() {
  const school = await buildSchool()
  const admin = await buildHqAdmin(school)
  const centreA = await buildCentre(school, { label: 'Alpha Centre' })
  const centreB = await buildCentre(school, { label: 'Beta Centre' })
  const teacher = await buildRole(school, { isStaff: true, access: { class_management: Access.read } })
  return { school, admin, centreA, centreB, teacher }
}

const list = (school: TestSchool, token: string, variables: Omit<StaffListQueryVariables, 'IDSchool'> = {}) =>
  gql(LIST_STAFF, { IDSchool: school.id, ...variables }, token)

const add = (school: TestSchool, token: string, overrides: Partial<StaffInput>) =>
  gql(ADD_STAFF, { IDSchool: school.id, staffData: staffData(overrides) }, token)

describe('staff management', () => {
  it('adds a staff member who signs in by single sign-on, with roles, centres and access controls', async () => {
    const { school, admin, centreA, centreB, teacher } = await setup()
    const result = await add(school, admin.token, {
      email: ' New.Teacher@Example.com ',
      firstname: 'Nur',
      lastname: 'Aisyah',
      staffId: 'LS-0100',
      centreIDs: [centreB.id, centreA.id],
      roleIDs: [teacher.id],
      hasCentreScopeAccess: true,
    })
    expect(result.errors).toBeUndefined()
    const member = result.data!.addNewStaff
    expect(member).toMatchObject({
      staffID: 'LS-0100',
      active: true,
      user: {
        email: 'new.teacher@example.com',
        firstname: 'Nur',
        lastname: 'Aisyah',
        mobilePhone: '91234567',
        isHQStaff: false,
        hasCentreScopeAccess: true,
        active: true,
      },
      roles: [{ ID: teacher.id, name: teacher.name }],
    })
    expect(member.centres.map((c) => c.label)).toEqual(['Alpha Centre', 'Beta Centre'])
    const [user] = await school.db.select().from(users).where(eq(users.id, member.user.ID))
    expect(user.passwordHash).toBeNull()
    const controls = await school.db.select().from(accessControls).where(eq(accessControls.fkUser, user.id))
    expect(controls.map((c) => c.fkCentre).sort()).toEqual([centreA.id, centreB.id, null].sort())
    expect(controls.every((c) => c.fkSchool === school.id)).toBe(true)
  })

  it('adds head office staff with a centre, like every new staff member (spec 001 section 5)', async () => {
    const { school, admin, centreA, teacher } = await setup()
    const result = await add(school, admin.token, {
      centreIDs: [centreA.id],
      roleIDs: [teacher.id],
      isHQStaff: true,
      hasCentreScopeAccess: true,
    })
    expect(result.data?.addNewStaff.user).toMatchObject({ isHQStaff: true, hasCentreScopeAccess: false })
    expect(result.data?.addNewStaff.centres.map((c: { ID: number }) => c.ID)).toEqual([centreA.id])
  })

  it('lists staff by name with search, role, centre and active filters, one page at a time', async () => {
    const { school, admin, centreA, centreB, teacher } = await setup()
    const first = await add(school, admin.token, {
      firstname: 'Aaron',
      lastname: 'Tan',
      staffId: 'FIND-ME',
      centreIDs: [centreA.id],
      roleIDs: [teacher.id],
    })
    await add(school, admin.token, {
      firstname: 'Bella',
      lastname: 'Ong',
      centreIDs: [centreB.id],
      roleIDs: [teacher.id],
    })
    const names = (result: Awaited<ReturnType<typeof list>>) =>
      result.data?.findAllStaff.data.map((s) => s.user.firstname)
    const all = await list(school, admin.token)
    expect(all.data?.findAllStaff.totalCount).toBe(3)
    expect(names(all)).toEqual(['Aaron', 'Bella', 'Test'])
    expect(names(await list(school, admin.token, { searchString: 'aaron t' }))).toEqual(['Aaron'])
    expect(names(await list(school, admin.token, { searchString: 'find-me' }))).toEqual(['Aaron'])
    expect(names(await list(school, admin.token, { searchString: '%' }))).toEqual([])
    expect(names(await list(school, admin.token, { role: teacher.id }))).toEqual(['Aaron', 'Bella'])
    expect(names(await list(school, admin.token, { centre: centreB.id }))).toEqual(['Bella'])
    // Empty filters are ignored.
    expect(names(await list(school, admin.token, { searchString: '', role: null }))).toHaveLength(3)
    const page = await list(school, admin.token, { pagination: { page: 2, perPage: 2 } })
    expect(page.data?.findAllStaff).toMatchObject({ totalCount: 3 })
    expect(names(page)).toEqual(['Test'])

    await gql(REMOVE_STAFF, { IDSchool: school.id, staffID: first.data!.addNewStaff.ID }, admin.token)
    expect(names(await list(school, admin.token, { filter: { active: false } }))).toEqual(['Aaron'])
    expect(names(await list(school, admin.token, { filter: { active: true } }))).toEqual(['Bella', 'Test'])
  })

  it('refuses bad input with the rule messages and writes nothing', async () => {
    const { school, admin, centreA, teacher } = await setup()
    const ok = { centreIDs: [centreA.id], roleIDs: [teacher.id] }
    const cases: [Partial<StaffInput>, string][] = [
      [{ ...ok, email: 'nobody@nowhere' }, V.emailInvalid],
      [{ ...ok, firstname: ' ' }, V.required],
      [{ ...ok, phoneNumber: '1234' }, V.mobileNotValid],
      [{ ...ok, phoneCountryCode: '65' }, StaffMsg.countryCode],
      [{ ...ok, staffId: 'LS 01' }, StaffMsg.staffIdFormat],
      [{ ...ok, centreIDs: [] }, StaffMsg.centresRequired],
      [{ ...ok, roleIDs: [] }, StaffMsg.rolesRequired],
    ]
    for (const [overrides, message] of cases) {
      const result = await add(school, admin.token, overrides)
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toContain(message)
    }
    expect((await list(school, admin.token)).data?.findAllStaff.totalCount).toBe(1)
  })

  it('refuses a taken email or staff number, roles that are not staff roles, and centres of other schools', async () => {
    const { school, admin, centreA, teacher } = await setup()
    const other = await setup()
    const parent = await buildParent(school)
    const [parentRole] = await school.db.select().from(userRoles).where(eq(userRoles.fkUser, parent.id))
    const inactive = await buildRole(school, { isStaff: true, access: { class_management: 1 } })
    await gql(ACTIVATE_ROLE, { IDSchool: school.id, roleID: inactive.id, active: false }, admin.token)
    const ok = { centreIDs: [centreA.id], roleIDs: [teacher.id] }
    await add(school, admin.token, { ...ok, staffId: 'LS-7' })

    const emailTaken = await add(school, admin.token, { ...ok, email: parent.email.toUpperCase() })
    expect(errorCode(emailTaken)).toBe('CONFLICT')
    expect(emailTaken.errors?.[0]).toMatchObject({
      message: StaffMsg.emailTaken,
      extensions: { fields: { email: StaffMsg.emailTaken } },
    })
    const staffIdTaken = await add(school, admin.token, { ...ok, staffId: 'ls-7' })
    expect(staffIdTaken.errors?.[0].message).toBe(StaffMsg.staffIdTaken)
    // Staff numbers are per school.
    expect(
      (
        await add(other.school, other.admin.token, {
          ...ok,
          centreIDs: [other.centreA.id],
          roleIDs: [other.teacher.id],
          staffId: 'LS-7',
        })
      ).errors,
    ).toBeUndefined()

    for (const roleID of [parentRole.fkRole, other.teacher.id, inactive.id]) {
      const result = await add(school, admin.token, { ...ok, roleIDs: [roleID] })
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toBe(StaffMsg.unknownRole)
    }
    const foreignCentre = await add(school, admin.token, { ...ok, centreIDs: [other.centreA.id] })
    expect(foreignCentre.errors?.[0].message).toBe(StaffMsg.unknownCentre)
  })

  it('updates a staff member: details, roles and centres, effective on their next request', async () => {
    const { school, admin, centreA, centreB, teacher } = await setup()
    const levels = await buildRole(school, { isStaff: true, access: { level_management: Access.read } })
    const { member, token } = await addStaffAndSignIn(school, admin.token, {
      centreIDs: [centreA.id],
      roleIDs: [teacher.id],
    })
    expect(await canOf(token)).not.toContain('levels.read')
    const result = await gql(
      UPDATE_STAFF,
      {
        IDSchool: school.id,
        staffID: member.ID,
        staffData: staffData({
          email: member.user.email,
          staffId: member.staffID,
          firstname: 'Siti',
          phoneNumber: '81234567',
          centreIDs: [centreB.id],
          roleIDs: [levels.id],
        }),
      },
      admin.token,
    )
    expect(result.errors).toBeUndefined()
    expect(result.data?.updateStaff).toMatchObject({
      user: { firstname: 'Siti', mobilePhone: '81234567' },
      roles: [{ ID: levels.id }],
      centres: [{ ID: centreB.id }],
    })
    expect(await canOf(token)).toContain('levels.read')
    const byId = await gql(STAFF_BY_ID, { IDSchool: school.id, staffID: member.ID }, admin.token)
    expect(byId.data?.findStaffByID.user.firstname).toBe('Siti')
  })

  it('removes a staff member at once (sessions ended) and activates them again', async () => {
    const { school, admin, centreA, teacher } = await setup()
    const { member, token } = await addStaffAndSignIn(school, admin.token, {
      centreIDs: [centreA.id],
      roleIDs: [teacher.id],
    })
    const removed = await gql(REMOVE_STAFF, { IDSchool: school.id, staffID: member.ID }, admin.token)
    expect(removed.data).toEqual({ removeStaff: true })
    const signedOut = await gql(ME, {}, token)
    expect(errorCode(signedOut)).toBe('UNAUTHENTICATED')
    const activated = await gql(ACTIVATE_STAFF, { IDSchool: school.id, staffID: member.ID }, admin.token)
    expect(activated.data).toEqual({ activateStaff: { ID: member.ID, active: true, user: { active: true } } })
    // The old session stays ended: they sign in again.
    expect(errorCode(await gql(ME, {}, token))).toBe('UNAUTHENTICATED')
  })

  it('activates only a staff member who still has an active role', async () => {
    const { school, admin, centreA, teacher } = await setup()
    const { member } = await addStaffAndSignIn(school, admin.token, {
      centreIDs: [centreA.id],
      roleIDs: [teacher.id],
    })
    await gql(REMOVE_STAFF, { IDSchool: school.id, staffID: member.ID }, admin.token)
    await gql(ACTIVATE_ROLE, { IDSchool: school.id, roleID: teacher.id, active: false }, admin.token)
    const result = await gql(ACTIVATE_STAFF, { IDSchool: school.id, staffID: member.ID }, admin.token)
    expect(errorCode(result)).toBe('CONFLICT')
    expect(result.errors?.[0].message).toBe(StaffMsg.noRole)
  })

  describe('refusals', () => {
    it('refuses callers without a session, parents, staff without the module, and read-only staff writing', async () => {
      const { school, admin, centreA, teacher } = await setup()
      const { member } = await addStaffAndSignIn(school, admin.token, {
        centreIDs: [centreA.id],
        roleIDs: [teacher.id],
      })
      const parent = await buildParent(school)
      const otherModule = await buildStaff(school, { level_management: RW }, [centreA.id])
      const readOnly = await buildStaff(school, { user_management: Access.read }, [centreA.id])
      for (const token of [undefined, parent.token, otherModule.token]) {
        const result = await list(school, token as string)
        expect(result.errors?.[0].message).toBe('unauthorized')
      }
      expect((await list(school, readOnly.token)).errors).toBeUndefined()
      const data = staffData({ centreIDs: [centreA.id], roleIDs: [teacher.id] })
      const IDSchool = school.id
      for (const call of [
        () => gql(ADD_STAFF, { IDSchool, staffData: data }, readOnly.token),
        () => gql(UPDATE_STAFF, { IDSchool, staffID: member.ID, staffData: data }, readOnly.token),
        () => gql(REMOVE_STAFF, { IDSchool, staffID: member.ID }, readOnly.token),
        () => gql(ACTIVATE_STAFF, { IDSchool, staffID: member.ID }, readOnly.token),
      ]) {
        const result = await call()
        expect(result.errors?.[0].message).toBe('unauthorized')
        expect(errorCode(result)).toBe('FORBIDDEN')
      }
    })

    it("never reaches another school's staff", async () => {
      const { school, admin } = await setup()
      const other = await setup()
      const { member } = await addStaffAndSignIn(other.school, other.admin.token, {
        centreIDs: [other.centreA.id],
        roleIDs: [other.teacher.id],
      })
      const data = staffData({ centreIDs: [other.centreA.id], roleIDs: [other.teacher.id] })
      const IDSchool = other.school.id
      for (const call of [
        () => gql(LIST_STAFF, { IDSchool }, admin.token),
        () => gql(STAFF_BY_ID, { IDSchool, staffID: member.ID }, admin.token),
        () => gql(ADD_STAFF, { IDSchool, staffData: data }, admin.token),
        () => gql(UPDATE_STAFF, { IDSchool, staffID: member.ID, staffData: data }, admin.token),
        () => gql(REMOVE_STAFF, { IDSchool, staffID: member.ID }, admin.token),
        () => gql(ACTIVATE_STAFF, { IDSchool, staffID: member.ID }, admin.token),
      ]) {
        const result = await call()
        expect(result.errors?.[0].message).toBe('unauthorized')
      }
      // Naming its own school with the other school's staff id: the read finds nothing; a change names the member
      // as its target, and the guard refuses another school's.
      const own = { IDSchool: school.id, staffID: member.ID }
      expect(errorCode(await gql(STAFF_BY_ID, own, admin.token))).toBe('NOT_FOUND')
      for (const call of [
        () => gql(REMOVE_STAFF, own, admin.token),
        () => gql(ACTIVATE_STAFF, own, admin.token),
      ]) {
        const result = await call()
        expect(errorCode(result)).toBe('FORBIDDEN')
      }
    })
  })
})
