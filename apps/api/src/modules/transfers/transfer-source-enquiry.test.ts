import { enquiryState } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { enquiries, enquiryActivities } from '../../db/schema'
import { buildEnquiry } from '../../test/builders/family'
import { gql } from '../../test/server'
import { approved, COMPLETE, setup, type World } from './test-support'

/** The enquiry through which the child was enrolled at the source centre. */
const enrolledAtSource = (w: World) =>
  buildEnquiry(w.school, {
    centreId: w.source.id,
    levelId: w.levelId,
    enrollmentPlan: '2024-01-01',
    state: 'enrolled',
    userId: w.parent.id,
    childId: w.childId,
  })

const enquiryRow = async (w: World, id: number) =>
  (await w.school.db.select().from(enquiries).where(eq(enquiries.id, id)))[0]

describe("the source centre's enquiry after a transfer", () => {
  it('is closed when the transfer completes, still showing the enrolment, with its activity entry', async () => {
    const w = await setup()
    const sourceEnquiry = await enrolledAtSource(w)
    const id = await approved(w)
    expect((await enquiryRow(w, sourceEnquiry)).active).toBe(true)
    const done = await gql(COMPLETE, { IDTransfer: id }, w.destinationStaff.token)
    expect(done.data!.completeTransferRequest.status).toBe('completed')
    expect(await enquiryRow(w, sourceEnquiry)).toMatchObject({
      active: false,
      fkEnquiryState: enquiryState('enrolled').id,
    })
    const log = await w.school.db
      .select()
      .from(enquiryActivities)
      .where(eq(enquiryActivities.fkEnquiry, sourceEnquiry))
    expect(log).toMatchObject([{ action: 'transferred_out', fkUser: w.destinationStaff.id }])
  })

  it('stays open while the transfer is only approved', async () => {
    const w = await setup()
    const sourceEnquiry = await enrolledAtSource(w)
    await approved(w)
    expect((await enquiryRow(w, sourceEnquiry)).active).toBe(true)
  })
})
