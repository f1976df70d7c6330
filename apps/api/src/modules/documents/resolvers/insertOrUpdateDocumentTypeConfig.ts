import type { MutationInsertOrUpdateDocumentTypeConfigArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { saveDocumentType } from '../document-types'
import { toDocumentType } from './document-mapper'

export const insertOrUpdateDocumentTypeConfig = guard(
  actions.documents.configure,
  bySchool,
  async (args: MutationInsertOrUpdateDocumentTypeConfigArgs, { viewer }, ctx) =>
    toDocumentType(await saveDocumentType(ctx.db, viewer.schoolId, args.ID, args.data)),
)
