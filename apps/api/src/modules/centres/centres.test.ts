import { Access, AccessibleCentresMsg, EnquiryMsg, ErrorCode } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { accessControls, centreAddresses, centres } from '../../db/schema'
import { buildCentre, buildHQ, buildParent, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildEnquiryWorld, buildFamily } from '../enquiries/test-fixtures'
import { REMOVE } from './test-support'

const ACCESSIBLE = graphql(`
  query CentresAccessible($module: String!, $accessType: String!) {
    getAccessibleCentresForModule(module: $module, accessType: $accessType) {
      ID
      fkSchool
      label
      code
      ecdaCode
      teacherRatio
      active
      createdAt
      updatedAt
      addresses {
        ID
        fkCentre
        name
        address
        building
        floor
        unit
        postcode
        city
        country
        lat
        lng
        active
      }
    }
  }
`)

const ask = (token: string, module = 'enrollment_planning', accessType = 'read') =>
  gql(ACCESSIBLE, { module, accessType }, token)
const labels = (result: Awaited<ReturnType<typeof ask>>) =>
  result.data?.getAccessibleCentresForModule.map((c) => c.label)

async function setup() {
  const school = await buildSchool()
  const bukit = await buildCentre(school, { label: 'Bukit Timah' })
  const ang = await buildCentre(school, { label: 'Ang Mo Kio', ecdaCode: 'E123', teacherRatio: 8 })
  const closed = await buildCentre(school, { label: 'Closed', active: false })
  return { school, bukit, ang, closed }
}

describe('getAccessibleCentresForModule', () => {
  it('gives HQ staff every active centre of their school, sorted by label, with addresses', async () => {
    const { school, ang } = await setup()
    const other = await buildSchool()
    await buildCentre(other, { label: 'Another school' })
    await school.db.insert(centreAddresses).values({
      fkSchool: school.id,
      fkCentre: ang.id,
      name: 'Annex',
      address: '2 Test Street',
      postcode: '560123',
    })
    const hq = await buildHQ(school, { enrollment_planning: Access.read | Access.approve })
    const result = await ask(hq.token)
    expect(result.errors).toBeUndefined()
    expect(labels(result)).toEqual(['Ang Mo Kio', 'Bukit Timah'])
    const [first] = result.data!.getAccessibleCentresForModule
    expect(first).toMatchObject({
      ID: ang.id,
      fkSchool: school.id,
      code: ang.code,
      ecdaCode: 'E123',
      teacherRatio: 8,
    })
    expect(first.addresses.map((a) => a.address)).toEqual(['1 Test Street', '2 Test Street'])
    expect(first.addresses.every((a) => a.fkCentre === ang.id)).toBe(true)
    expect(labels(await ask(hq.token, 'enrollment_planning', 'approve'))).toEqual([
      'Ang Mo Kio',
      'Bukit Timah',
    ])
  })

  it('gives other staff their assigned active centres only', async () => {
    const { school, bukit, closed } = await setup()
    const foreign = await buildCentre(await buildSchool(), { label: 'Foreign' })
    const staff = await buildStaff(school, { class_management: Access.read | Access.write }, [
      bukit.id,
      closed.id,
    ])
    // A stray assignment to another school's centre must not reach it.
    await school.db
      .insert(accessControls)
      .values({ fkUser: staff.id, fkSchool: school.id, fkCentre: foreign.id })
    expect(labels(await ask(staff.token, 'class_management', 'write'))).toEqual(['Bukit Timah'])
    const unassigned = await buildStaff(school, { class_management: Access.read })
    expect(labels(await ask(unassigned.token, 'class_management'))).toEqual([])
  })

  it('answers nothing when the roles lack that access', async () => {
    const { school, bukit } = await setup()
    const reader = await buildStaff(school, { class_management: Access.read }, [bukit.id])
    expect(labels(await ask(reader.token, 'class_management', 'write'))).toEqual([])
    expect(labels(await ask(reader.token, 'enrollment_planning', 'read'))).toEqual([])
    const hq = await buildHQ(school, {})
    expect(labels(await ask(hq.token, 'centre_management', 'read'))).toEqual([])
  })

  it('refuses an unknown module or access type', async () => {
    const { school } = await setup()
    const hq = await buildHQ(school, { enrollment_planning: Access.read })
    const badModule = await ask(hq.token, 'payroll', 'read')
    expect(errorCode(badModule)).toBe('BAD_USER_INPUT')
    expect(badModule.errors?.[0].message).toBe(`module: ${AccessibleCentresMsg.module}`)
    const badType = await ask(hq.token, 'enrollment_planning', 'delete')
    expect(errorCode(badType)).toBe('BAD_USER_INPUT')
    expect(badType.errors?.[0].message).toBe(`accessType: ${AccessibleCentresMsg.accessType}`)
  })

  it('refuses callers without a session and parents', async () => {
    const { school } = await setup()
    const parent = await buildParent(school)
    const noSession = await gql(ACCESSIBLE, { module: 'centre_management', accessType: 'read' })
    expect(noSession.errors?.[0].message).toBe('unauthorized')
    expect(errorCode(noSession)).toBe('UNAUTHENTICATED')
    const asParent = await ask(parent.token, 'centre_management')
    expect(asParent.errors?.[0].message).toBe('unauthorized')
    expect(errorCode(asParent)).toBe('FORBIDDEN')
  })
})

describe('removeCentreForSchool with enquiries', () => {
  it('refuses to delete a centre with open enquiries, with a clear message, and deletes one without', async () => {
    const world = await buildEnquiryWorld()
    await buildFamily(world, world.near.id)
    const hq = await buildHQ(world.school, { centre_management: Access.read | Access.write })
    const refused = await gql(REMOVE, { IDSchool: world.school.id, centreID: world.near.id }, hq.token)
    expect(errorCode(refused)).toBe(ErrorCode.Conflict)
    expect(refused.errors?.[0].message).toBe(EnquiryMsg.centreHasOpenEnquiries)
    const [still] = await world.school.db.select().from(centres).where(eq(centres.id, world.near.id))
    expect(still).toBeDefined()
    const removed = await gql(REMOVE, { IDSchool: world.school.id, centreID: world.far.id }, hq.token)
    expect(removed.data).toEqual({ removeCentreForSchool: true })
  })
})
