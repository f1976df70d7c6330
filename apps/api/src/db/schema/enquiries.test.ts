import { CLOSED_ENQUIRY_STATES, enquiryState } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { CLOSED_ENQUIRY_STATE_IDS } from './enquiries'

describe('open enquiries in the schema', () => {
  it('the partial indexes and the lists leave out exactly the closed states of the domain', () => {
    const closed = CLOSED_ENQUIRY_STATES.map((code) => enquiryState(code).id)
    expect([...CLOSED_ENQUIRY_STATE_IDS].sort()).toEqual(closed.sort())
  })
})
