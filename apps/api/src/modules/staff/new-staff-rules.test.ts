import { Access, StaffMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { staff } from '../../db/schema'
import { buildCentre, buildRole, buildSchool } from '../../test/builders'
import { gql } from '../../test/server'
import { ADD_STAFF, buildHqAdmin, staffData } from './test-support'

describe('a new staff member needs a centre and a role (spec 001 section 5)', () => {
  it('refuses no centre (head office too) and no role, with the messages, and stores nothing', async () => {
    const school = await buildSchool()
    const admin = await buildHqAdmin(school)
    const centre = await buildCentre(school)
    const teacher = await buildRole(school, { isStaff: true, access: { class_management: Access.read } })
    const before = await school.db.select().from(staff).where(eq(staff.fkSchool, school.id))
    const add = (overrides: Record<string, unknown>) =>
      gql(ADD_STAFF, { IDSchool: school.id, staffData: staffData(overrides) }, admin.token)

    const noCentre = await add({ roleIDs: [teacher.id] })
    expect(noCentre.errors?.[0].extensions?.fields).toMatchObject({ centreIDs: StaffMsg.centresRequired })
    const headOfficeNoCentre = await add({ isHQStaff: true, roleIDs: [teacher.id] })
    expect(headOfficeNoCentre.errors?.[0].extensions?.fields).toMatchObject({
      centreIDs: StaffMsg.centresRequired,
    })
    const noRole = await add({ centreIDs: [centre.id] })
    expect(noRole.errors?.[0].extensions?.fields).toMatchObject({ roleIDs: StaffMsg.rolesRequired })
    expect(await school.db.select().from(staff).where(eq(staff.fkSchool, school.id))).toEqual(before)

    const ok = await add({ isHQStaff: true, centreIDs: [centre.id], roleIDs: [teacher.id] })
    expect(ok.errors).toBeUndefined()
  })
})
