import type { QueryFindAllPendingDocumentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listReach, reachCondition } from '../../../platform/authz/reach'
import { toLimitOffset } from '../../../platform/pagination'
import { countPendingDocuments, selectPendingDocuments } from '../queries'

export const findAllPendingDocument = guard(
  actions.documents.queue,
  async (args: QueryFindAllPendingDocumentArgs, grant, ctx) => {
    const schoolId = grant.viewer.schoolId
    const reach = reachCondition(grant, listReach.documents)
    const page = toLimitOffset(args.pagination)
    const [rows, totalCount] = [
      await selectPendingDocuments(ctx.db, schoolId, reach, page, args.IDCentre),
      await countPendingDocuments(ctx.db, schoolId, reach, args.IDCentre),
    ]
    return {
      totalCount,
      data: rows.map((row) => ({
        ID: row.id,
        IDEnquiry: row.fkEnquiry,
        IDChild: row.fkChild,
        IDCentre: row.fkCentre,
        childName: row.childName,
        centreLabel: row.centreLabel,
        documentType: row.documentType,
        filename: row.filename,
        createdAt: row.createdAt.toISOString(),
      })),
    }
  },
)
