import { childNoteSchema, SchoolConfigKey } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { Pagination } from '../../generated/graphql'
import type { Actor, NamedActor } from '../../platform/authz/actor'
import { parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { schoolEnquiry } from '../enquiries'
import { selectSchoolConfig } from '../tenancy'
import type { SignedInGrant } from '../../platform/authz/authorize'
import {
  type ChildActivityRow,
  insertChildActivity,
  selectChildActivityLog,
  selectEnquiryActivityLog,
} from './activity-log-queries'

export interface ChildActivity {
  fkSchool: number
  fkChild: number
  fkEnquiry?: number | null
  /** Null when the product acted (a job). */
  fkUser: number | null
  /** 'note': written by staff; 'system': what the product did. */
  mode: 'note' | 'system'
  action: string
  code?: string | null
  remark?: string | null
}

/**
 * Writes one entry of a child's activity log in the caller's transaction. Other modules call it (through this
 * module's index) for what they do to a child or its enquiry. Staff read it all; the child's parents read what
 * the product recorded (`system`), not staff's notes.
 */
export function logChildActivity(tx: DbOrTx, entry: ChildActivity) {
  return insertChildActivity(tx, entry)
}

/** addChildActivityLog: a staff note on an enquiry, kept in its child's log. */
export async function addEnquiryNote(db: DbOrTx, actor: NamedActor, enquiryId: number, raw: unknown) {
  const { remark } = parseInput(childNoteSchema, raw)
  const enquiry = await schoolEnquiry(db, actor.schoolId, enquiryId)
  const row = await logChildActivity(db, {
    fkSchool: actor.schoolId,
    fkChild: enquiry.fkChild,
    fkEnquiry: enquiry.id,
    fkUser: actor.userId,
    mode: 'note',
    action: 'note',
    remark,
  })
  return { ...row, user: { id: actor.userId, firstname: actor.firstname, lastname: actor.lastname } }
}

/** findAllChildActivityLog: an enquiry's log, newest first. */
export function listEnquiryActivityLog(
  db: DbOrTx,
  actor: Actor,
  enquiryId: number,
  pagination: Pagination | null | undefined,
): Promise<{ totalCount: number; rows: ChildActivityRow[] }> {
  return selectEnquiryActivityLog(db, actor.schoolId, enquiryId, toLimitOffset(pagination))
}

/** The entries naming the family's waitlist tags: a parent reads them only where the school shows tags. */
const TAG_ACTIONS = ['tag_added', 'tag_removed']

/**
 * A child's activity log on its profile, newest first. Staff who reach the child see every entry; a caller let in
 * only as the child's parent sees the product's entries (class and level moves, offers...), not staff's notes,
 * and the waitlist tags only where the school's show_waitlist_tags_to_parents is '1'.
 */
export async function listChildActivityLog(
  db: DbOrTx,
  grant: SignedInGrant,
  childId: number,
  pagination: Pagination | null | undefined,
): Promise<{ totalCount: number; rows: ChildActivityRow[] }> {
  const schoolId = grant.viewer.schoolId
  const asStaff = grant.held.some((rule) => rule.kind === 'staff')
  const showTags =
    asStaff ||
    (await selectSchoolConfig(db, schoolId, SchoolConfigKey.showWaitlistTagsToParents))?.value === '1'
  const hidden = showTags ? [] : TAG_ACTIONS
  return selectChildActivityLog(db, schoolId, childId, !asStaff, toLimitOffset(pagination), hidden)
}
