import { Access, SchoolConfigKey } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { schoolConfigs } from '../../db/schema'
import { buildHQ } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { buildWaitlistWorld, tag, waitingFamily } from './test-support'

const TAG = graphql(`
  mutation WaitlistPrivacyTagOn($IDEnquiry: Int!, $IDTag: Int!) {
    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
      ID
    }
  }
`)
const CHILD_LOG = graphql(`
  query WaitlistPrivacyChildLog($IDChild: Int!) {
    findAllChildActivityLogByChild(IDChild: $IDChild) {
      totalCount
      data {
        action
        remark
      }
    }
  }
`)

describe("a family's waitlist tags in its child's activity log", () => {
  it('are not shown to the parent unless the school shows tags to parents; staff see them', async () => {
    const w = await buildWaitlistWorld()
    const family = await waitingFamily(w)
    const hardship = await tag(w, 'Financial hardship', 20)
    expect(
      (await gql(TAG, { IDEnquiry: family.enquiryId, IDTag: hardship.id }, w.staff.token)).errors,
    ).toBeUndefined()

    const asStaff = await gql(
      CHILD_LOG,
      { IDChild: family.childId },
      (await buildHQ(w.school, { class_management: Access.read })).token,
    )
    expect(asStaff.data?.findAllChildActivityLogByChild.data).toContainEqual({
      action: 'tag_added',
      remark: hardship.description,
    })
    const hidden = await gql(CHILD_LOG, { IDChild: family.childId }, family.parent.token)
    expect(hidden.errors).toBeUndefined()
    expect(JSON.stringify(hidden.data)).not.toContain(hardship.description)
    expect(hidden.data?.findAllChildActivityLogByChild.data.map((e) => e.action)).not.toContain('tag_added')

    await w.school.db
      .insert(schoolConfigs)
      .values({ fkSchool: w.school.id, key: SchoolConfigKey.showWaitlistTagsToParents, value: '1' })
    const shown = await gql(CHILD_LOG, { IDChild: family.childId }, family.parent.token)
    expect(shown.data?.findAllChildActivityLogByChild.data).toContainEqual({
      action: 'tag_added',
      remark: hardship.description,
    })
  })
})
