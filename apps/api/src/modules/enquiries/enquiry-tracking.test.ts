import { Access, EnquiryMsg, ErrorCode, enquiryState, Messages } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { enquiries } from '../../db/schema'
import { buildAvailability, buildHQ, buildParent, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import type { EnquiriesTrackingEnquiriesQuery } from '../../test/generated/graphql'
import { errorCode, gql } from '../../test/server'
import { activitiesOf, addEnquiry, buildEnquiryWorld, buildFamily } from './test-fixtures'

const LIST = graphql(`
  query EnquiriesTrackingEnquiries($filter: EnquiryFilter, $pagination: Pagination) {
    findAllEnquiry(filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        fkChild
        fkCentre
        active
        enrollmentPlan
        createdAt
        admissionStatus {
          ID
          stateCode
          label
          group
          enquiryFrontendState
        }
        centre {
          ID
          label
          code
          addresses {
            postcode
          }
        }
        user {
          ID
          email
        }
        level {
          ID
          label
        }
        program {
          ID
          label
        }
      }
    }
  }
`)
const ids = (result: { data: EnquiriesTrackingEnquiriesQuery | null }) =>
  result.data?.findAllEnquiry.data.map((e) => e.ID)

const STATES = graphql(`
  query EnquiriesTrackingStates($IDEnquiry: Int!) {
    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {
      IDEnquiry
      nextAction
      current {
        ID
        stateCode
        label
      }
      steps {
        code
        label
        status
      }
    }
  }
`)
const CHILDREN = graphql(`
  query EnquiriesTrackingChildren {
    findAllChildrenByParent {
      ID
      firstname
      lastname
      dateOfBirth
      birthCertificate
    }
  }
`)
const CANCEL = graphql(`
  mutation EnquiriesTrackingCancel($ID: Int!) {
    cancelEnquiry(ID: $ID) {
      ID
      active
      fkEnquiryState
      admissionStatus {
        stateCode
      }
    }
  }
`)

describe('findAllEnquiry', () => {
  it('gives a parent their family’s open enquiries, newest first; closed ones only when asked', async () => {
    const world = await buildEnquiryWorld()
    const family = await buildFamily(world)
    const second = await addEnquiry(world, {
      userId: family.parent.id,
      childId: family.childId,
      centreId: world.middle.id,
    })
    const cancelled = await addEnquiry(world, {
      userId: family.parent.id,
      childId: family.childId,
      centreId: world.far.id,
      state: 'cancelled_enquiry',
      active: false,
    })
    await buildFamily(world) // another family's enquiry
    const result = await gql(LIST, {}, family.parent.token)
    expect(result.errors).toBeUndefined()
    expect(result.data?.findAllEnquiry.totalCount).toBe(2)
    expect(ids(result)).toEqual([second, family.enquiryId])
    expect(result.data?.findAllEnquiry.data[1]).toMatchObject({
      fkCentre: world.near.id,
      active: true,
      admissionStatus: { stateCode: 'new_enquiry' },
    })
    const all = await gql(LIST, { filter: { includeClosed: true } }, family.parent.token)
    expect(ids(all)).toEqual([cancelled, second, family.enquiryId])
    const byCentre = await gql(LIST, { filter: { fkCentre: world.middle.id } }, family.parent.token)
    expect(ids(byCentre)).toEqual([second])
    const byState = await gql(
      LIST,
      { filter: { fkEnquiryState: enquiryState('cancelled_enquiry').id, includeClosed: true } },
      family.parent.token,
    )
    expect(ids(byState)).toEqual([cancelled])
    const page = await gql(LIST, { pagination: { page: 2, perPage: 1 } }, family.parent.token)
    expect(page.data?.findAllEnquiry).toMatchObject({ totalCount: 2, data: [{ ID: family.enquiryId }] })
  })

  it('gives staff the enquiries of the centres they reach with enquiry management read', async () => {
    const world = await buildEnquiryWorld()
    const atNear = await buildFamily(world, world.near.id)
    const atMiddle = await buildFamily(world, world.middle.id)
    const hq = await buildHQ(world.school, { enquiry_management: Access.read })
    expect(ids(await gql(LIST, {}, hq.token))).toEqual([atMiddle.enquiryId, atNear.enquiryId])
    const scoped = await buildStaff(world.school, { enquiry_management: Access.read }, [world.middle.id])
    expect(ids(await gql(LIST, {}, scoped.token))).toEqual([atMiddle.enquiryId])
    const noCentre = await buildStaff(world.school, { enquiry_management: Access.read })
    expect(ids(await gql(LIST, {}, noCentre.token))).toEqual([])
    const otherSchoolHq = await buildHQ(await buildSchool(), { enquiry_management: Access.read })
    expect(ids(await gql(LIST, {}, otherSchoolHq.token))).toEqual([])
  })

  it('refuses staff without enquiry management and callers without a session', async () => {
    const world = await buildEnquiryWorld()
    const noModule = await buildHQ(world.school, { centre_management: Access.read })
    expect(errorCode(await gql(LIST, {}, noModule.token))).toBe(ErrorCode.Forbidden)
    const anonymous = await gql(LIST, {})
    expect(errorCode(anonymous)).toBe(ErrorCode.Unauthenticated)
    expect(anonymous.errors?.[0].message).toBe(Messages.unauthorized)
  })
})

describe('getEnquiryFrontendStates', () => {
  it('shows the parent the steps and the next action', async () => {
    const world = await buildEnquiryWorld()
    const family = await buildFamily(world)
    // The centre publishes visit times (without them the next action is await_centre_contact).
    await buildAvailability(world.school, world.near.id, { start: world.today, end: world.nextMonth })
    const result = await gql(STATES, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      getEnquiryFrontendStates: {
        IDEnquiry: family.enquiryId,
        nextAction: 'book_visit',
        current: { ID: enquiryState('new_enquiry').id, stateCode: 'new_enquiry', label: 'New Enquiry' },
        steps: [
          { code: 'schedule', label: 'Schedule', status: 'current' },
          { code: 'centre_visit', label: 'Centre Visit', status: 'upcoming' },
          { code: 'trial_class', label: 'Trial Class', status: 'upcoming' },
          { code: 'registration', label: 'Registration', status: 'upcoming' },
        ],
      },
    })
    const hq = await buildHQ(world.school, { enquiry_management: Access.read })
    expect((await gql(STATES, { IDEnquiry: family.enquiryId }, hq.token)).errors).toBeUndefined()
  })

  it('refuses another parent, staff outside the centre and another school', async () => {
    const world = await buildEnquiryWorld()
    const family = await buildFamily(world)
    const other = await buildParent(world.school)
    expect(errorCode(await gql(STATES, { IDEnquiry: family.enquiryId }, other.token))).toBe(
      ErrorCode.Forbidden,
    )
    const outside = await buildStaff(world.school, { enquiry_management: Access.read }, [world.middle.id])
    expect(errorCode(await gql(STATES, { IDEnquiry: family.enquiryId }, outside.token))).toBe(
      ErrorCode.Forbidden,
    )
    const otherHq = await buildHQ(await buildSchool(), { enquiry_management: Access.read })
    // Another school's enquiry is refused like any other out of reach (the guard checks its school).
    expect(errorCode(await gql(STATES, { IDEnquiry: family.enquiryId }, otherHq.token))).toBe(
      ErrorCode.Forbidden,
    )
  })
})

describe('findAllChildrenByParent', () => {
  it('lists the signed-in parent’s children only; staff are refused', async () => {
    const world = await buildEnquiryWorld()
    const family = await buildFamily(world)
    await buildFamily(world)
    const result = await gql(CHILDREN, {}, family.parent.token)
    expect(result.errors).toBeUndefined()
    expect(result.data?.findAllChildrenByParent).toEqual([
      expect.objectContaining({ ID: family.childId, firstname: 'Ava', lastname: 'Ong' }),
    ])
    const hq = await buildHQ(world.school, { enquiry_management: Access.read })
    expect(errorCode(await gql(CHILDREN, {}, hq.token))).toBe(ErrorCode.Forbidden)
  })
})

describe('cancelEnquiry', () => {
  it('lets the parent cancel their open enquiry, with an activity row; a closed one is refused', async () => {
    const world = await buildEnquiryWorld()
    const family = await buildFamily(world)
    const result = await gql(CANCEL, { ID: family.enquiryId }, family.parent.token)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      cancelEnquiry: {
        ID: family.enquiryId,
        active: false,
        fkEnquiryState: enquiryState('cancelled_enquiry').id,
        admissionStatus: { stateCode: 'cancelled_enquiry' },
      },
    })
    const [activity] = await activitiesOf(world, [family.enquiryId])
    expect(activity).toMatchObject({ action: 'cancelled', fkUser: family.parent.id })
    const again = await gql(CANCEL, { ID: family.enquiryId }, family.parent.token)
    expect(errorCode(again)).toBe(ErrorCode.Conflict)
    expect(again.errors?.[0].message).toBe(EnquiryMsg.closed)
  })

  it('lets staff with write at the centre cancel; refuses another parent, read-only staff and other centres', async () => {
    const world = await buildEnquiryWorld()
    const family = await buildFamily(world)
    const stateNow = async () =>
      (await world.school.db.select().from(enquiries).where(eq(enquiries.id, family.enquiryId)))[0]
    const other = await buildParent(world.school)
    expect(errorCode(await gql(CANCEL, { ID: family.enquiryId }, other.token))).toBe(ErrorCode.Forbidden)
    const readOnly = await buildHQ(world.school, { enquiry_management: Access.read })
    expect(errorCode(await gql(CANCEL, { ID: family.enquiryId }, readOnly.token))).toBe(ErrorCode.Forbidden)
    const outside = await buildStaff(world.school, { enquiry_management: Access.read | Access.write }, [
      world.middle.id,
    ])
    expect(errorCode(await gql(CANCEL, { ID: family.enquiryId }, outside.token))).toBe(ErrorCode.Forbidden)
    const otherHq = await buildHQ(await buildSchool(), { enquiry_management: Access.read | Access.write })
    expect(errorCode(await gql(CANCEL, { ID: family.enquiryId }, otherHq.token))).toBe(ErrorCode.Forbidden)
    expect(await stateNow()).toMatchObject({ active: true, fkEnquiryState: enquiryState('new_enquiry').id })
    expect(await activitiesOf(world, [family.enquiryId])).toEqual([])

    const writer = await buildStaff(world.school, { enquiry_management: Access.read | Access.write }, [
      world.near.id,
    ])
    expect((await gql(CANCEL, { ID: family.enquiryId }, writer.token)).errors).toBeUndefined()
    expect(await stateNow()).toMatchObject({
      active: false,
      fkEnquiryState: enquiryState('cancelled_enquiry').id,
    })
  })
})
