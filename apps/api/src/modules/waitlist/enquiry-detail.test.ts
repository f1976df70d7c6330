import { EnquiryMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { setConfig } from '../visits/test-fixtures'
import { buildWaitlistWorld, monthAhead, POSITIONS, waitingFamily } from './test-support'

const PLAN = graphql(`
  mutation WaitlistDetailPlan($ID: Int!, $data: EnquiryDetailUpdate!) {
    updateEnquiryDetail(ID: $ID, data: $data) {
      ID
      enrollmentPlan
    }
  }
`)

describe('staff change the month a waiting family wants', () => {
  it("only to a month the enquiry form offers, so the family's queue positions still answer", async () => {
    const w = await buildWaitlistWorld()
    await setConfig(w.school, 'enrolment_period_in_mth', '6')
    const family = await waitingFamily(w)
    for (const enrollmentPlan of ['9999-12-15', `${monthAhead(8).slice(0, 7)}-01`]) {
      const far = await gql(PLAN, { ID: family.enquiryId, data: { enrollmentPlan } }, w.staff.token)
      expect(far.errors?.[0].extensions?.fields?.enrollmentPlan).toBe(EnquiryMsg.beyondPeriod(6))
    }
    const near = `${monthAhead(5).slice(0, 7)}-15`
    const changed = await gql(PLAN, { ID: family.enquiryId, data: { enrollmentPlan: near } }, w.staff.token)
    expect(changed.data?.updateEnquiryDetail.enrollmentPlan).toBe(near)
    const positions = await gql(POSITIONS, {}, family.parent.token)
    expect(positions.errors).toBeUndefined()
    expect(positions.data?.getMyWaitlistPositions).toHaveLength(1)
  })
})
