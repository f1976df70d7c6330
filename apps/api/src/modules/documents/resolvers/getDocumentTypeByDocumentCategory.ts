import type { QueryGetDocumentTypeByDocumentCategoryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { staffDocumentTypes } from '../document-types'
import { toDocumentType } from './document-mapper'

export const getDocumentTypeByDocumentCategory = guard(
  actions.documents.types,
  bySchool,
  async (args: QueryGetDocumentTypeByDocumentCategoryArgs, { viewer }, ctx) =>
    (await staffDocumentTypes(ctx.db, viewer.schoolId, args.category)).map(toDocumentType),
)
