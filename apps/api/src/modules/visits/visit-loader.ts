import { asc, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { visits } from '../../db/schema'
import type { Context } from '../../platform/context'
import { selectVisitViews, type VisitView } from './queries'

type Batch = { enquiries: Map<number, number>; result: Promise<VisitView[]> }

/** One pending batch per request: every Enquiry.visits of a list resolves from the same two queries. */
const pending = new WeakMap<Context, Batch>()

async function loadBatch(db: DbOrTx, enquiries: Map<number, number>): Promise<VisitView[]> {
  const bySchool = new Map<number, number[]>()
  for (const [enquiryId, schoolId] of enquiries)
    bySchool.set(schoolId, [...(bySchool.get(schoolId) ?? []), enquiryId])
  const lists = await Promise.all(
    [...bySchool].map(([schoolId, ids]) =>
      selectVisitViews(db, schoolId, inArray(visits.fkEnquiry, ids), [asc(visits.visitFrom), asc(visits.id)]),
    ),
  )
  return lists.flat()
}

/**
 * An enquiry's visits, oldest first, batched across the enquiries resolved in one request (no query per enquiry).
 * The batch runs once the current resolvers have asked, on the next turn of the event loop.
 */
export function enquiryVisits(ctx: Context, enquiry: { ID: number; fkSchool: number }): Promise<VisitView[]> {
  let batch = pending.get(ctx)
  if (!batch) {
    const enquiries = new Map<number, number>()
    const result = new Promise<VisitView[]>((resolve, reject) => {
      setImmediate(() => {
        pending.delete(ctx)
        loadBatch(ctx.db, enquiries).then(resolve, reject)
      })
    })
    batch = { enquiries, result }
    pending.set(ctx, batch)
  }
  batch.enquiries.set(enquiry.ID, enquiry.fkSchool)
  return batch.result.then((all) =>
    all.filter((v) => v.fkEnquiry === enquiry.ID && v.fkSchool === enquiry.fkSchool),
  )
}
