import { newTagSchema, updateTagSchema, WaitlistMsg } from '@preschool/domain'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { Actor } from '../../platform/authz/actor'
import { conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { schoolEnquiry } from '../enquiries'
import { logChildActivity } from './activity-log'
import {
  deleteEnquiryTag,
  insertEnquiryTag,
  insertTag,
  selectTag,
  selectTags,
  type TagRow,
  updateTagWeight,
} from './queries'

export const listTags = (db: Db, actor: Actor) => selectTags(db, actor.schoolId)

/** newTag: a tag of the caller's school, weight 0 until staff give it one. */
export async function createTag(db: Db, actor: Actor, raw: unknown): Promise<TagRow> {
  const { description } = parseInput(newTagSchema, raw)
  try {
    // A savepoint: a duplicate must not abort the request's transaction before it is answered.
    return await db.transaction((tx) => insertTag(tx, { fkSchool: actor.schoolId, description }))
  } catch (error) {
    if (isUniqueViolation(error, 'waitlist_tags_school_description'))
      throw conflict(WaitlistMsg.tagExists, { description: WaitlistMsg.tagExists })
    throw error
  }
}

/** updateTagByFields: a tag's weight, which reorders every queue carrying it. */
export async function changeTagWeight(db: Db, actor: Actor, tagId: number, raw: unknown): Promise<TagRow> {
  const { weight } = parseInput(updateTagSchema, raw)
  const row = await updateTagWeight(db, actor.schoolId, tagId, weight)
  if (!row) throw notFound('Tag')
  return row
}

/** updateEnquiryTags / removeEnquiryTag: tags an enquiry or takes a tag off it, noted in the child's log. */
export async function setEnquiryTag(
  db: Db,
  actor: Actor,
  enquiryId: number,
  tagId: number,
  on: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const enquiry = await schoolEnquiry(tx, actor.schoolId, enquiryId)
    const tag = await selectTag(tx, actor.schoolId, tagId)
    if (!tag) throw notFound('Tag')
    const changed = on
      ? await insertEnquiryTag(tx, {
          fkSchool: actor.schoolId,
          fkEnquiry: enquiry.id,
          fkTag: tag.id,
          fkUser: actor.userId,
        })
      : await deleteEnquiryTag(tx, actor.schoolId, enquiry.id, tag.id)
    if (!changed) throw conflict(on ? WaitlistMsg.tagAlreadyOnEnquiry : WaitlistMsg.tagNotOnEnquiry)
    await logChildActivity(tx, {
      fkSchool: actor.schoolId,
      fkChild: enquiry.fkChild,
      fkEnquiry: enquiry.id,
      fkUser: actor.userId,
      mode: 'system',
      action: on ? 'tag_added' : 'tag_removed',
      code: String(tag.id),
      remark: tag.description,
    })
  })
}
