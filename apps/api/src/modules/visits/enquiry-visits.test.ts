import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'

import { buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { buildAvailability, buildFamily, buildVisitWorld, run, weekdayAhead } from './test-fixtures'
const slot = (date: string, from = '09:00', to = '09:30') => ({ date, from, to })

describe('Enquiry.visits', () => {
  const ENQUIRIES = graphql(`
    query VisitsEnquiryVisitsEnquiries($filter: EnquiryFilter) {
      findAllEnquiry(filter: $filter) {
        data {
          ID
          visits {
            ID
            fkEnquiry
            visitType
            status
            statusText
          }
        }
      }
    }
  `)

  it('gives each enquiry of a list its own visits, oldest first, cancelled ones included', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world)
    const family = await buildFamily(world)
    const other = await buildFamily(world)
    const untouched = await buildFamily(world)
    const date = weekdayAhead(7)
    const first = await run('book', { IDEnquiry: family.enquiryId, ...slot(date) }, family.parent.token)
    await run('cancel', { IDVisit: first.visit?.ID }, family.parent.token)
    const second = await run(
      'book',
      { IDEnquiry: family.enquiryId, ...slot(date, '10:00', '10:30') },
      family.parent.token,
    )
    const others = await run('book', { IDEnquiry: other.enquiryId, ...slot(date) }, other.parent.token)

    const own = await gql(ENQUIRIES, {}, family.parent.token)
    expect(own.errors).toBeUndefined()
    expect(own.data?.findAllEnquiry.data).toEqual([
      {
        ID: family.enquiryId,
        visits: [
          {
            ID: first.visit?.ID,
            fkEnquiry: family.enquiryId,
            visitType: 'centre_visit',
            status: 'cancelled',
            statusText: 'Cancelled',
          },
          {
            ID: second.visit?.ID,
            fkEnquiry: family.enquiryId,
            visitType: 'centre_visit',
            status: 'created',
            statusText: 'Pending centre visit',
          },
        ],
      },
    ])

    const staff = await buildStaff(world.school, { enquiry_management: Access.read }, [world.centre.id])
    const listed = await gql(ENQUIRIES, {}, staff.token)
    expect(listed.errors).toBeUndefined()
    const visitsOf = new Map(listed.data?.findAllEnquiry.data.map((e) => [e.ID, e.visits.map((v) => v.ID)]))
    expect(visitsOf.get(family.enquiryId)).toEqual([first.visit?.ID, second.visit?.ID])
    expect(visitsOf.get(other.enquiryId)).toEqual([others.visit?.ID])
    expect(visitsOf.get(untouched.enquiryId)).toEqual([])
  })
})
