import { ErrorCode, ownRequestMessage } from '@preschool/domain'
import { DomainError } from '../errors/domain-error'
import type { RowFacts } from './targets'
import type { Viewer } from './viewer'

/**
 * The maker-approver rule, once for every flow (fee changes, capacity changes, the blacklist, and the events,
 * withdrawals, transfers and invoice runs to come): whoever made a request cannot approve or reject it. The catalogue
 * marks the deciding actions (`byAnother`), the target resolver reads the request's maker, and the guard refuses
 * with one message; the per-row `can` lists leave the decision out for the maker.
 */
export const isMaker = (viewer: Viewer, facts: RowFacts): boolean => facts.makerId === viewer.userId

export function assertNotMaker(viewer: Viewer, facts: RowFacts): void {
  if (isMaker(viewer, facts)) throw new DomainError(ErrorCode.Forbidden, ownRequestMessage)
}
