import { describe, expect, it } from 'vitest'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { APPROVE, CANCEL, newDraft, setup, UPDATE_ITEMS } from './test-support'

const SUBMIT_WITH_ITEMS = graphql(`
  mutation FeesRaceSubmit($IDFeeDraft: Int!) {
    submitFeeDraft(IDFeeDraft: $IDFeeDraft) {
      status
      items {
        nationality
        amount
        lastAmount
      }
    }
  }
`)

const DRAFT_ITEMS = graphql(`
  query FeesRaceDraftItems($IDSchool: Int!, $filter: FeeDraftFilter) {
    findAllFeeDraft(IDSchool: $IDSchool, filter: $filter) {
      data {
        ID
        status
        items {
          nationality
          amount
          lastAmount
        }
      }
    }
  }
`)

/** A tier with its $1,200 fee, a maker and an approver; the maker's items for a draft at a given amount. */
async function raceWorld() {
  const world = await setup()
  const { tier } = world
  const items = (amount: number) => [
    { fkLevel: tier.levelId, fkProgram: tier.programId, nationality: 'Singaporean', amount },
  ]
  return { ...world, items }
}

/*
 * The requester changing items while submitting the same draft (two tabs, a double click): whichever comes
 * first, the draft that goes to the approver holds exactly the items that were submitted. Repeated, as the order
 * of two simultaneous requests is not fixed. The embedded database runs one mutation at a time, so the race shows
 * against PostgreSQL (TEST_DATABASE_URL); on both the outcome must be one of the two orders.
 */
describe('fee draft items and submission at the same moment', () => {
  it('approves the items that were submitted, never ones changed while submitting', async () => {
    const { school, centre, tier, maker, approver, items } = await raceWorld()
    for (let round = 0; round < 5; round++) {
      const draftId = await newDraft(school, maker.token, centre.id, tier.tierId)
      const before = 130_000 + round * 10
      await gql(UPDATE_ITEMS, { IDFeeDraft: draftId, items: items(before) }, maker.token)
      const [updated, submitted] = await Promise.all([
        gql(UPDATE_ITEMS, { IDFeeDraft: draftId, items: items(140_000 + round) }, maker.token),
        gql(SUBMIT_WITH_ITEMS, { IDFeeDraft: draftId }, maker.token),
      ])
      expect(submitted.errors).toBeUndefined()
      const sent = submitted.data!.submitFeeDraft.items
      // The change either came before the submission (and went with it) or after (and was refused).
      expect(sent[0].amount).toBe(updated.errors ? before : 140_000 + round)
      expect((await gql(APPROVE, { IDFeeDraft: draftId }, approver.token)).errors).toBeUndefined()
      const after = await gql(
        DRAFT_ITEMS,
        { IDSchool: school.id, filter: { status: 'approved' } },
        approver.token,
      )
      expect(after.data!.findAllFeeDraft.data.find((d) => d.ID === draftId)?.items).toEqual(sent)
    }
  })

  it('never submits a draft whose items were reset to no change while it was submitted', async () => {
    const { school, centre, tier, maker, items } = await raceWorld()
    for (let round = 0; round < 5; round++) {
      const draftId = await newDraft(school, maker.token, centre.id, tier.tierId)
      await gql(UPDATE_ITEMS, { IDFeeDraft: draftId, items: items(130_000) }, maker.token)
      const [updated, submitted] = await Promise.all([
        gql(UPDATE_ITEMS, { IDFeeDraft: draftId, items: items(120_000) }, maker.token),
        gql(SUBMIT_WITH_ITEMS, { IDFeeDraft: draftId }, maker.token),
      ])
      // Both cannot hold: a submitted request with nothing to change.
      expect([updated.errors, submitted.errors].filter((e) => e === undefined)).toHaveLength(1)
      const now = await gql(DRAFT_ITEMS, { IDSchool: school.id }, maker.token)
      const draft = now.data!.findAllFeeDraft.data.find((d) => d.ID === draftId)!
      if (draft.status === 'pending') expect(draft.items.some((i) => i.amount !== i.lastAmount)).toBe(true)
      await gql(CANCEL, { IDFeeDraft: draftId }, maker.token)
    }
  })
})
