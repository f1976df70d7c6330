import { auditedRead } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listFamilyChildren } from '../parent-enquiries'
import { toParentChild } from './enquiry-mapper'

export const findAllChildrenByParent = auditedRead(
  'family',
  guard(actions.enquiries.family, async (_args: unknown, { viewer }, ctx) =>
    (await listFamilyChildren(ctx.db, viewer)).map(toParentChild),
  ),
)
