import { Access, FULL_ACCESS, moduleCategoryCodes, StaffMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { staff } from '../../db/schema'
import {
  buildCentre,
  buildHQ,
  buildRole,
  buildSchool,
  buildStaff,
  type TestSchool,
} from '../../test/builders'
import type { StaffTestFieldsFragment, StaffInput } from '../../test/generated/graphql'
import { errorCode, gql } from '../../test/server'
import {
  ACTIVATE_STAFF,
  ADD_STAFF,
  addStaffAndSignIn,
  buildHqAdmin,
  hqAdminRole,
  LIST_STAFF,
  REMOVE_STAFF,
  STAFF_BY_ID,
  staffData,
  UPDATE_STAFF,
} from './test-support'

const RW = Access.read | Access.write
const everything = Object.fromEntries(moduleCategoryCodes.map((code) => [code, FULL_ACCESS]))

async function staffIdOf(school: TestSchool, userId: number): Promise<number> {
  const [row] = await school.db.select({ id: staff.id }).from(staff).where(eq(staff.fkUser, userId))
  return row.id
}

async function setup() {
  const school = await buildSchool()
  const admin = await buildHqAdmin(school)
  const centreA = await buildCentre(school, { label: 'Alpha Centre' })
  const centreB = await buildCentre(school, { label: 'Beta Centre' })
  const teacher = await buildRole(school, { isStaff: true, access: { class_management: Access.read } })
  return { school, admin, centreA, centreB, teacher }
}

/** The staff member's details as the form would send them back, with overrides. */
const resend = (member: StaffTestFieldsFragment, overrides: Partial<StaffInput>) =>
  staffData({
    email: member.user.email,
    staffId: member.staffID,
    firstname: member.user.firstname,
    lastname: member.user.lastname,
    isHQStaff: member.user.isHQStaff,
    centreIDs: member.centres.map((c) => c.ID),
    roleIDs: member.roles.map((r) => r.ID),
    ...overrides,
  })

const expectRefusal = (result: { errors?: { message: string }[] }, code: string, message: string) => {
  expect(result.errors?.[0].message).toBe(message)
  expect(errorCode(result as Parameters<typeof errorCode>[0])).toBe(code)
}

describe('staff safety rules', () => {
  it('keeps centre-scoped managers to the staff and centres they share', async () => {
    const { school, admin, centreA, centreB, teacher } = await setup()
    const manager = await buildStaff(school, { user_management: RW, class_management: Access.read }, [
      centreA.id,
    ])
    const atA = await addStaffAndSignIn(school, admin.token, {
      firstname: 'Alice',
      centreIDs: [centreA.id],
      roleIDs: [teacher.id],
    })
    const atB = await addStaffAndSignIn(school, admin.token, {
      firstname: 'Bob',
      centreIDs: [centreB.id],
      roleIDs: [teacher.id],
    })
    const both = await addStaffAndSignIn(school, admin.token, {
      firstname: 'Cara',
      centreIDs: [centreA.id, centreB.id],
      roleIDs: [teacher.id],
    })

    const listed = await gql(LIST_STAFF, { IDSchool: school.id }, manager.token)
    expect(listed.data?.findAllStaff.data.map((s) => s.user.firstname)).toEqual(['Alice', 'Cara', 'Test'])
    expect(listed.data?.findAllStaff.totalCount).toBe(3)
    const target = { IDSchool: school.id, staffID: atB.member.ID }
    // Reading finds nobody outside the manager's centres; a change is refused by the guard (the member's centres).
    expect(errorCode(await gql(STAFF_BY_ID, target, manager.token))).toBe('NOT_FOUND')
    for (const call of [
      () => gql(REMOVE_STAFF, target, manager.token),
      () => gql(ACTIVATE_STAFF, target, manager.token),
    ]) {
      const result = await call()
      expect(errorCode(result)).toBe('FORBIDDEN')
    }
    // Head office staff have no centres: out of a scoped manager's reach.
    const hq = await gql(
      STAFF_BY_ID,
      { IDSchool: school.id, staffID: await staffIdOf(school, admin.id) },
      manager.token,
    )
    expect(errorCode(hq)).toBe('NOT_FOUND')

    const elsewhere = await gql(
      ADD_STAFF,
      {
        IDSchool: school.id,
        staffData: staffData({ centreIDs: [centreA.id, centreB.id], roleIDs: [teacher.id] }),
      },
      manager.token,
    )
    expectRefusal(elsewhere, 'FORBIDDEN', StaffMsg.centreOutOfScope)
    expect(elsewhere.errors?.[0].extensions?.fields).toEqual({ centreIDs: StaffMsg.centreOutOfScope })
    const headOffice = await gql(
      ADD_STAFF,
      {
        IDSchool: school.id,
        staffData: staffData({ isHQStaff: true, centreIDs: [centreA.id], roleIDs: [teacher.id] }),
      },
      manager.token,
    )
    expectRefusal(headOffice, 'FORBIDDEN', StaffMsg.hqOnly)
    const own = await gql(
      ADD_STAFF,
      { IDSchool: school.id, staffData: staffData({ centreIDs: [centreA.id], roleIDs: [teacher.id] }) },
      manager.token,
    )
    expect(own.errors).toBeUndefined()

    // Cara's centre B is outside the manager's reach: left as it is whatever the form sends.
    const renamed = await gql(
      UPDATE_STAFF,
      {
        IDSchool: school.id,
        staffID: both.member.ID,
        staffData: resend(both.member, { firstname: 'Carla', centreIDs: [centreA.id] }),
      },
      manager.token,
    )
    expect(renamed.errors).toBeUndefined()
    expect(renamed.data?.updateStaff.centres.map((c) => c.ID)).toEqual([centreA.id, centreB.id])
    const moved = await gql(
      UPDATE_STAFF,
      {
        IDSchool: school.id,
        staffID: atA.member.ID,
        staffData: resend(atA.member, { centreIDs: [centreB.id] }),
      },
      manager.token,
    )
    expectRefusal(moved, 'FORBIDDEN', StaffMsg.centreOutOfScope)
    const toHq = await gql(
      UPDATE_STAFF,
      { IDSchool: school.id, staffID: atA.member.ID, staffData: resend(atA.member, { isHQStaff: true }) },
      manager.token,
    )
    expectRefusal(toHq, 'FORBIDDEN', StaffMsg.hqOnly)
  })

  it('leaves a head office member to head office: a centre manager neither takes nor keeps their flag', async () => {
    const { school, admin, centreA, teacher } = await setup()
    const manager = await buildStaff(school, { user_management: RW, class_management: Access.read }, [
      centreA.id,
    ])
    const { member: hqAtA } = await addStaffAndSignIn(school, admin.token, {
      firstname: 'Hana',
      isHQStaff: true,
      centreIDs: [centreA.id],
      roleIDs: [teacher.id],
    })
    const change = (overrides: Partial<StaffInput>, token = manager.token) =>
      gql(
        UPDATE_STAFF,
        { IDSchool: school.id, staffID: hqAtA.ID, staffData: resend(hqAtA, overrides) },
        token,
      )
    // Keeping the flag is giving it: the catalogue's head office action refuses, with why.
    expectRefusal(await change({ firstname: 'Hanna' }), 'FORBIDDEN', StaffMsg.hqOnly)
    // Taking it away: only head office reaches a member who holds it.
    expect(errorCode(await change({ isHQStaff: false }))).toBe('FORBIDDEN')
    const target = { IDSchool: school.id, staffID: hqAtA.ID }
    expect(errorCode(await gql(REMOVE_STAFF, target, manager.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(ACTIVATE_STAFF, target, manager.token))).toBe('FORBIDDEN')
    const unchanged = await gql(STAFF_BY_ID, target, admin.token)
    expect(unchanged.data?.findStaffByID.user).toMatchObject({ firstname: 'Hana', isHQStaff: true })
    // Head office may.
    const taken = await change({ isHQStaff: false }, admin.token)
    expect(taken.errors).toBeUndefined()
    expect(taken.data?.updateStaff.user.isHQStaff).toBe(false)
    // Now a member of centre A like any other: the manager changes them.
    const now = (await gql(STAFF_BY_ID, target, admin.token)).data!.findStaffByID
    const renamed = await gql(
      UPDATE_STAFF,
      { IDSchool: school.id, staffID: hqAtA.ID, staffData: resend(now, { firstname: 'Hanna' }) },
      manager.token,
    )
    expect(renamed.data?.updateStaff.user.firstname).toBe('Hanna')
  })

  it('never lets anyone assign a role with access they do not hold, or change a more powerful colleague', async () => {
    const { school, admin, centreA, teacher } = await setup()
    const manager = await buildHQ(school, { user_management: RW, class_management: Access.read })
    const levelRole = await buildRole(school, { isStaff: true, access: { level_management: Access.read } })
    const assign = await gql(
      ADD_STAFF,
      {
        IDSchool: school.id,
        staffData: staffData({ centreIDs: [centreA.id], roleIDs: [teacher.id, levelRole.id] }),
      },
      manager.token,
    )
    expectRefusal(assign, 'FORBIDDEN', StaffMsg.roleBeyondOwn(levelRole.label))

    const stronger = await addStaffAndSignIn(school, admin.token, {
      centreIDs: [centreA.id],
      roleIDs: [levelRole.id],
    })
    const target = { IDSchool: school.id, staffID: stronger.member.ID }
    for (const call of [
      () =>
        gql(
          UPDATE_STAFF,
          { ...target, staffData: resend(stronger.member, { roleIDs: [teacher.id] }) },
          manager.token,
        ),
      () => gql(REMOVE_STAFF, target, manager.token),
      () => gql(ACTIVATE_STAFF, target, manager.token),
    ]) {
      const result = await call()
      expectRefusal(result, 'FORBIDDEN', StaffMsg.staffBeyondOwn)
    }
  })

  it("keeps the school's last active HQ administrator", async () => {
    const { school, admin, centreA, teacher } = await setup()
    const deputy = await buildHQ(school, everything)
    const adminStaffID = await staffIdOf(school, admin.id)
    const adminNow = (await gql(STAFF_BY_ID, { IDSchool: school.id, staffID: adminStaffID }, admin.token))
      .data!.findStaffByID
    const hqAdmin = await hqAdminRole(school)
    const attempts = [
      gql(REMOVE_STAFF, { IDSchool: school.id, staffID: adminStaffID }, deputy.token),
      gql(
        UPDATE_STAFF,
        {
          IDSchool: school.id,
          staffID: adminStaffID,
          staffData: resend(adminNow, { roleIDs: [teacher.id] }),
        },
        deputy.token,
      ),
      gql(
        UPDATE_STAFF,
        {
          IDSchool: school.id,
          staffID: adminStaffID,
          staffData: resend(adminNow, { isHQStaff: false, centreIDs: [centreA.id] }),
        },
        deputy.token,
      ),
      gql(
        UPDATE_STAFF,
        {
          IDSchool: school.id,
          staffID: adminStaffID,
          staffData: resend(adminNow, {
            roleIDs: adminNow.roles.map((r) => r.ID).filter((id) => id !== hqAdmin),
          }),
        },
        admin.token,
      ),
    ]
    for (const result of await Promise.all(attempts)) expectRefusal(result, 'CONFLICT', StaffMsg.lastHqAdmin)

    // With a second administrator, the first may go.
    const second = await addStaffAndSignIn(school, admin.token, {
      isHQStaff: true,
      centreIDs: [centreA.id],
      roleIDs: [hqAdmin],
    })
    const removed = await gql(REMOVE_STAFF, { IDSchool: school.id, staffID: adminStaffID }, second.token)
    expect(removed.data).toEqual({ removeStaff: true })
    // Now the second is the last one.
    const last = await gql(REMOVE_STAFF, { IDSchool: school.id, staffID: second.member.ID }, deputy.token)
    expectRefusal(last, 'CONFLICT', StaffMsg.lastHqAdmin)
  })

  it('never lets a user remove themselves', async () => {
    const { school, admin } = await setup()
    await buildHqAdmin(school)
    const self = await gql(
      REMOVE_STAFF,
      { IDSchool: school.id, staffID: await staffIdOf(school, admin.id) },
      admin.token,
    )
    expectRefusal(self, 'CONFLICT', StaffMsg.notYourself)
  })
})
