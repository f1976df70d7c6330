import { accessBeyond, ErrorCode } from '@preschool/domain'
import type { Viewer } from '../../platform/authz/viewer'
import { DomainError } from '../../platform/errors/domain-error'

/** Access a role hands out on one module. */
export interface ModuleGrant {
  code: string
  moduleLabel: string
  access: number
}

/** The first grant handing out access the viewer does not hold on that module themselves. */
export function grantBeyondViewer<G extends ModuleGrant>(
  viewer: Viewer,
  grants: readonly G[],
): G | undefined {
  return grants.find((g) => accessBeyond(g.access, viewer.access[g.code] ?? 0) !== 0)
}

/** A refusal by the no-escalation rule, with the rule's own message rather than the bare 'unauthorized'. */
export const escalation = (message: string, fields?: Record<string, string>) =>
  new DomainError(ErrorCode.Forbidden, message, fields)
