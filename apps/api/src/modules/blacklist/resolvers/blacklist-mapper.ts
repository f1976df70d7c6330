import type { BlacklistDraft, BlacklistEntry, BlacklistPerson } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { canField } from '../../../platform/authz/permitted'
import type { BlacklistDraftView, BlacklistView } from '../queries'

type Person = { id: number; firstname: string | null; lastname: string | null; email?: string | null }
const toPerson = (p: Person): BlacklistPerson => ({
  ID: p.id,
  firstname: p.firstname,
  lastname: p.lastname,
  email: p.email ?? null,
})

export const toBlacklistEntry = (row: BlacklistView): BlacklistEntry => ({
  ID: row.entry.id,
  child: toPerson(row.child),
  parent: toPerson(row.parent),
  centre: { ID: row.centre.id, label: row.centre.label },
  code: { ID: row.code.id, label: row.code.label, description: row.code.description },
  remark: row.entry.remark,
  updatedAt: row.entry.updatedAt.toISOString(),
  active: row.entry.active,
})

/** A request as the API answers it; what the caller may do with it is its `can` field (below). */
export type BlacklistDraftSource = Omit<BlacklistDraft, 'can'>

export const toBlacklistDraft = (row: BlacklistDraftView): BlacklistDraftSource => ({
  ID: row.draft.id,
  kind: row.draft.kind,
  status: row.draft.status,
  fkCentre: row.draft.fkCentre,
  centre: { ID: row.centre.id, label: row.centre.label },
  user: toPerson(row.maker),
  approverName: row.approverName,
  decisionRemark: row.draft.decisionRemark,
  createdAt: row.draft.createdAt.toISOString(),
  updatedAt: row.draft.updatedAt.toISOString(),
  items: [
    {
      child: toPerson(row.child),
      parent: toPerson(row.parent),
      code: row.code ? { ID: row.code.id, label: row.code.label, description: row.code.description } : null,
      remark: row.draft.remark,
    },
  ],
})

/** A pending request offers its decision to the approvers of its centre other than its maker. */
export const blacklistDraftCan = canField(
  (d: BlacklistDraftSource) => ({ centreIds: [d.fkCentre], isParent: false, makerId: d.user.ID }),
  (d) => (d.status === 'pending' ? [actions.blacklist.decide] : []),
)

/** The BlacklistDraft type's own fields, collected into the module's generated resolver map. */
export const BlacklistDraftFields = { can: blacklistDraftCan }
