import { accessBeyond, ErrorCode } from '@preschool/domain'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { DomainError } from '../../platform/errors/domain-error'

/** Access a role hands out on one module. */
export interface ModuleGrant {
  code: string
  moduleLabel: string
  access: number
}

/** The first grant handing out access the caller (the guard's grant) does not hold on that module themselves. */
export function grantBeyondCaller<G extends ModuleGrant>(
  caller: Pick<SignedInGrant, 'viewer'>,
  grants: readonly G[],
): G | undefined {
  return grants.find((g) => accessBeyond(g.access, caller.viewer.access[g.code] ?? 0) !== 0)
}

/** A refusal by the no-escalation rule, with the rule's own message rather than the bare 'unauthorized'. */
export const escalation = (message: string, fields?: Record<string, string>) =>
  new DomainError(ErrorCode.Forbidden, message, fields)
