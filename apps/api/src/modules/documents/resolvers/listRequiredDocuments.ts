import type { QueryListRequiredDocumentsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { requiredDocuments } from '../required'
import { toRequiredDocument } from './document-mapper'

export const listRequiredDocuments = guard(
  actions.documents.read,
  (a: QueryListRequiredDocumentsArgs) => ({ enquiry: a.IDEnquiry }),
  async (args, { viewer }, ctx) =>
    (await requiredDocuments(ctx.db, viewer.schoolId, args.IDEnquiry)).map(toRequiredDocument),
)
