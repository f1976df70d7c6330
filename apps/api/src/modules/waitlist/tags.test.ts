import { V, WaitlistMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildWaitlistWorld, logOf, monthAhead, tag, WAIT_LIST, waitingFamily } from './test-support'

const NEW_TAG = graphql(`
  mutation WaitlistNewTag($description: String!) {
    newTag(description: $description) {
      ID
      description
      weight
      isCustom
    }
  }
`)
const WEIGHT = graphql(`
  mutation WaitlistTagWeight($ID: Int!, $weight: Int!) {
    updateTagByFields(ID: $ID, weight: $weight) {
      ID
      weight
    }
  }
`)
const TAGS = graphql(`
  query WaitlistTags {
    findAllTags {
      ID
      weight
    }
  }
`)
const TAG_ON = graphql(`
  mutation WaitlistTagOn($IDEnquiry: Int!, $IDTag: Int!) {
    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
      ID
      queueWeight
      waitlistTags {
        ID
      }
    }
  }
`)
const TAG_OFF = graphql(`
  mutation WaitlistTagOff($IDEnquiry: Int!, $IDTag: Int!) {
    removeEnquiryTag(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
      ID
      queueWeight
    }
  }
`)
const NOTE = graphql(`
  mutation WaitlistNote($IDEnquiry: Int!, $remark: String!) {
    addChildActivityLog(IDEnquiry: $IDEnquiry, remark: $remark) {
      ID
      mode
      remark
      user {
        ID
      }
    }
  }
`)
const LOG = graphql(`
  query WaitlistLog($IDEnquiry: Int!) {
    findAllChildActivityLog(IDEnquiry: $IDEnquiry) {
      totalCount
      data {
        action
        mode
        remark
      }
    }
  }
`)
const DETAIL = graphql(`
  mutation WaitlistDetail($ID: Int!, $data: EnquiryDetailUpdate!) {
    updateEnquiryDetail(ID: $ID, data: $data) {
      ID
      enrollmentPlan
      waitlistedAt
    }
  }
`)

describe('waitlist tags', () => {
  it('makes a tag of the school, refuses a duplicate and a bad description, and sets its weight', async () => {
    const w = await buildWaitlistWorld()
    const made = await gql(NEW_TAG, { description: ' Sibling enrolled ' }, w.staff.token)
    expect(made.data?.newTag).toMatchObject({ description: 'Sibling enrolled', weight: 0, isCustom: true })
    const twice = await gql(NEW_TAG, { description: 'sibling ENROLLED' }, w.staff.token)
    expect(twice.errors?.[0].message).toBe(WaitlistMsg.tagExists)
    expect(
      (await gql(NEW_TAG, { description: '  ' }, w.staff.token)).errors?.[0].extensions?.fields?.description,
    ).toBe(V.required)
    const id = made.data!.newTag.ID
    expect((await gql(WEIGHT, { ID: id, weight: 40 }, w.staff.token)).data?.updateTagByFields.weight).toBe(40)
    const tooHeavy = await gql(WEIGHT, { ID: id, weight: 101 }, w.staff.token)
    expect(tooHeavy.errors?.[0].extensions?.fields?.weight).toBe(WaitlistMsg.tagWeightRange)
    expect((await gql(TAGS, {}, w.readOnly.token)).data?.findAllTags).toEqual([{ ID: id, weight: 40 }])
  })

  it('refuses read-only staff, parents, staff without the module and another school', async () => {
    const w = await buildWaitlistWorld()
    const other = await buildWaitlistWorld()
    const family = await waitingFamily(w)
    const theirs = await tag(other, 'Staff child', 10)
    expect((await gql(NEW_TAG, { description: 'x' }, w.readOnly.token)).errors?.[0].message).toBe(
      'unauthorized',
    )
    expect((await gql(TAGS, {}, family.parent.token)).errors?.[0].message).toBe('unauthorized')
    expect((await gql(TAGS, {}, w.noModule.token)).errors?.[0].message).toBe('unauthorized')
    expect(errorCode(await gql(TAGS, {}))).toBe('UNAUTHENTICATED')
    expect((await gql(WEIGHT, { ID: theirs.id, weight: 1 }, w.staff.token)).errors?.[0].message).toBe(
      'unauthorized',
    )
    const onTheirs = await gql(TAG_ON, { IDEnquiry: family.enquiryId, IDTag: theirs.id }, w.staff.token)
    expect(onTheirs.errors?.[0].message).toBe('unauthorized')
  })

  it('tags and untags an enquiry, reorders the queue and notes it in the child log', async () => {
    const w = await buildWaitlistWorld()
    const first = await waitingFamily(w, { createdAt: new Date('2026-01-01T00:00:00Z') })
    const second = await waitingFamily(w, { createdAt: new Date('2026-02-01T00:00:00Z') })
    const sibling = await tag(w, 'Sibling', 30)
    const on = await gql(TAG_ON, { IDEnquiry: second.enquiryId, IDTag: sibling.id }, w.staff.token)
    expect(on.data?.updateEnquiryTags).toMatchObject({ queueWeight: 30, waitlistTags: [{ ID: sibling.id }] })
    const order = await gql(WAIT_LIST, {}, w.staff.token)
    expect(order.data?.getWaitList.data.map((r) => r.ID)).toEqual([second.enquiryId, first.enquiryId])
    const again = await gql(TAG_ON, { IDEnquiry: second.enquiryId, IDTag: sibling.id }, w.staff.token)
    expect(again.errors?.[0].message).toBe(WaitlistMsg.tagAlreadyOnEnquiry)
    const off = await gql(TAG_OFF, { IDEnquiry: second.enquiryId, IDTag: sibling.id }, w.staff.token)
    expect(off.data?.removeEnquiryTag.queueWeight).toBe(0)
    const offAgain = await gql(TAG_OFF, { IDEnquiry: second.enquiryId, IDTag: sibling.id }, w.staff.token)
    expect(offAgain.errors?.[0].message).toBe(WaitlistMsg.tagNotOnEnquiry)
    expect((await logOf(w, second.enquiryId)).map((l) => l.action)).toEqual(['tag_added', 'tag_removed'])
    // Staff of another centre and read-only staff cannot tag this centre's families.
    for (const caller of [w.otherStaff, w.readOnly]) {
      const refused = await gql(TAG_ON, { IDEnquiry: first.enquiryId, IDTag: sibling.id }, caller.token)
      expect(refused.errors?.[0].message).toBe('unauthorized')
    }
  })
})

describe('a tag weight and the queue', () => {
  it('reorders every queue carrying the tag when its weight changes', async () => {
    const w = await buildWaitlistWorld()
    const first = await waitingFamily(w, { createdAt: new Date('2026-01-01T00:00:00Z') })
    const second = await waitingFamily(w, { createdAt: new Date('2026-02-01T00:00:00Z') })
    const later = await tag(w, 'Staff child', 0)
    await gql(TAG_ON, { IDEnquiry: second.enquiryId, IDTag: later.id }, w.staff.token)
    const before = await gql(WAIT_LIST, {}, w.staff.token)
    expect(before.data?.getWaitList.data.map((r) => r.ID)).toEqual([first.enquiryId, second.enquiryId])
    await gql(WEIGHT, { ID: later.id, weight: 40 }, w.staff.token)
    const after = await gql(WAIT_LIST, {}, w.staff.token)
    expect(after.data?.getWaitList.data.map((r) => [r.ID, r.queueWeight, r.queuePosition])).toEqual([
      [second.enquiryId, 40, 1],
      [first.enquiryId, 0, 2],
    ])
  })
})

describe('notes and details of an enquiry', () => {
  it('keeps staff notes newest first, for staff only', async () => {
    const w = await buildWaitlistWorld()
    const family = await waitingFamily(w)
    const note = await gql(
      NOTE,
      { IDEnquiry: family.enquiryId, remark: ' Called the mother ' },
      w.staff.token,
    )
    expect(note.data?.addChildActivityLog).toMatchObject({
      mode: 'note',
      remark: 'Called the mother',
      user: { ID: w.staff.id },
    })
    await gql(NOTE, { IDEnquiry: family.enquiryId, remark: 'Second call' }, w.staff.token)
    const empty = await gql(NOTE, { IDEnquiry: family.enquiryId, remark: ' ' }, w.staff.token)
    expect(empty.errors?.[0].extensions?.fields?.remark).toBe(WaitlistMsg.noteRequired)
    const log = await gql(LOG, { IDEnquiry: family.enquiryId }, w.readOnly.token)
    expect(log.data?.findAllChildActivityLog.data.map((l) => l.remark)).toEqual([
      'Second call',
      'Called the mother',
    ])
    expect((await gql(LOG, { IDEnquiry: family.enquiryId }, family.parent.token)).errors?.[0].message).toBe(
      'unauthorized',
    )
    const noteByReader = await gql(NOTE, { IDEnquiry: family.enquiryId, remark: 'x' }, w.readOnly.token)
    expect(noteByReader.errors?.[0].message).toBe('unauthorized')
    expect((await gql(LOG, { IDEnquiry: family.enquiryId }, w.otherStaff.token)).errors?.[0].message).toBe(
      'unauthorized',
    )
  })

  it('changes the month wanted and the waitlist mark, refusing a day other than the 1st or 15th', async () => {
    const w = await buildWaitlistWorld()
    const family = await waitingFamily(w, { waitlisted: false })
    const month = `${monthAhead(3).slice(0, 7)}-15`
    const changed = await gql(
      DETAIL,
      { ID: family.enquiryId, data: { enrollmentPlan: month, waitlisted: true } },
      w.staff.token,
    )
    expect(changed.data?.updateEnquiryDetail.enrollmentPlan).toBe(month)
    expect(changed.data?.updateEnquiryDetail.waitlistedAt).not.toBeNull()
    const badDay = await gql(
      DETAIL,
      { ID: family.enquiryId, data: { enrollmentPlan: month.replace('-15', '-03') } },
      w.staff.token,
    )
    expect(badDay.errors?.[0].extensions?.fields?.enrollmentPlan).toBe(V.enrolmentDay)
    expect((await logOf(w, family.enquiryId)).map((l) => l.action)).toEqual(['details_changed'])
  })
})
