import { childFieldsSchema, classFilterIds, singaporeToday } from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { ChildFilter, Pagination } from '../../generated/graphql'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { reachCondition } from '../../platform/authz/reach'
import { notFound, parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { claimUploadedFile, createUploadTarget, type StorageDeps } from '../../platform/storage/files'
import {
  type ChildStatus,
  childInClassesOf,
  seat,
  selectAssignable,
  selectChild,
  selectChildPage,
  updateChild,
} from './child-queries'
import { describeChangedFields, logClassChange } from './child-activity'
import { loadClass } from './class-service'
import { type Actor } from '../../platform/authz/actor'

/** Children lists by the catalogue: the centres of the child's seat, and with class scope their classes. */
export const childReach = (grant: SignedInGrant) =>
  reachCondition(grant, { centre: seat.fkCentre, classScope: childInClassesOf })

export function listChildren(
  db: DbOrTx,
  grant: SignedInGrant,
  status: ChildStatus,
  args: { filter?: ChildFilter | null; pagination?: Pagination | null },
) {
  const f = args.filter
  return selectChildPage(
    db,
    grant.viewer.schoolId,
    singaporeToday(),
    {
      status,
      reach: childReach(grant),
      search: f?.search?.slice(0, 100),
      centreId: f?.centreID,
      levelId: f?.levelID,
      classIds: classFilterIds(f?.classIDs),
    },
    toLimitOffset(args.pagination),
  )
}

export async function loadChild(db: DbOrTx, schoolId: number, childId: number) {
  const child = await selectChild(db, schoolId, childId)
  if (!child) throw notFound('Child')
  return child
}

/** Children a class may take: a live seat at its centre and level, no class of that level yet. */
export async function assignableChildren(db: DbOrTx, schoolId: number, classId: number) {
  const klass = await loadClass(db, schoolId, classId)
  const rows = await selectAssignable(db, schoolId, singaporeToday(), klass)
  return rows.map((r) => r.child)
}

/** Changes the particulars staff may change; a new photo is checked and claimed in the same transaction. */
export async function updateChildFields(
  db: Db,
  deps: StorageDeps,
  actor: Actor,
  childId: number,
  raw: unknown,
) {
  const { schoolId } = actor
  const input = parseInput(childFieldsSchema, raw)
  await db.transaction(async (tx) => {
    const child = await loadChild(tx, schoolId, childId)
    if (input.imageKey && input.imageKey !== child.imageKey)
      await claimUploadedFile(tx, deps, {
        schoolId,
        key: input.imageKey,
        purpose: 'child_profile',
        field: 'imageKey',
      })
    const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
    const changed = describeChangedFields(child, values)
    if (!changed) return
    await updateChild(tx, childId, values)
    await logClassChange(tx, {
      schoolId,
      userId: actor.userId,
      childIds: [childId],
      action: 'particulars_changed',
      remark: changed,
    })
  })
  return loadChild(db, schoolId, childId)
}

export const childPhotoUploadTarget = (
  db: DbOrTx,
  deps: StorageDeps,
  grant: SignedInGrant,
  file: { filename: string; contentType: string },
) =>
  createUploadTarget(db, deps, {
    schoolId: grant.viewer.schoolId,
    userId: grant.viewer.userId,
    purpose: 'child_profile',
    ...file,
  })
