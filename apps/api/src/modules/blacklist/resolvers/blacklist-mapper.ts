import type { BlacklistDraft, BlacklistEntry, BlacklistPerson } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { centreScopeOf, scopeIncludes } from '../../../platform/authz/centre-scope'
import { holdsForViewer } from '../../../platform/authz/rules'
import type { Viewer } from '../../../platform/authz/viewer'
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

/** The catalogue's decide rule at the request's centre, and not the caller's own pending request. */
function mayDecide(viewer: Viewer, row: BlacklistDraftView): boolean {
  const { draft } = row
  return (
    draft.status === 'pending' &&
    draft.fkUser !== viewer.userId &&
    actions.blacklist.decide.rules.some((rule) => holdsForViewer(viewer, rule)) &&
    scopeIncludes(centreScopeOf(viewer), draft.fkCentre)
  )
}

export const toBlacklistDraft = (viewer: Viewer, row: BlacklistDraftView): BlacklistDraft => ({
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
  canDecide: mayDecide(viewer, row),
})
