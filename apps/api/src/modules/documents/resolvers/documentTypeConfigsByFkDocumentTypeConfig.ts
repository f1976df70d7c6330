import type { QueryDocumentTypeConfigsByFkDocumentTypeConfigArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { documentTypeConfigs } from '../document-types'
import { toDocumentType } from './document-mapper'

export const documentTypeConfigsByFkDocumentTypeConfig = guard(
  actions.documents.configRead,
  bySchool,
  async (args: QueryDocumentTypeConfigsByFkDocumentTypeConfigArgs, { viewer }, ctx) =>
    (await documentTypeConfigs(ctx.db, viewer.schoolId, args.fkDocumentTypeConfig)).map(toDocumentType),
)
