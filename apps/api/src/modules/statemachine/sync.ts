import { defaultStateMap, enquiryState } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { insertDefaultMappings } from './queries'

/**
 * The default map from EnquiryTransitions: each move once, its priority its place among the moves out of its
 * from-state in declaration order (so the workflow's own next step comes first).
 */
export function defaultMappings() {
  const placed = new Map<string, number>()
  return defaultStateMap().map(({ from, to }) => {
    const priority = placed.get(from) ?? 0
    placed.set(from, priority + 1)
    return { fkFromState: enquiryState(from).id, fkToState: enquiryState(to).id, priority }
  })
}

/**
 * Brings one school's state map, or every school's, up to the defaults: moves the code declares and the school
 * has never had are added; what the school changed or removed is kept. Safe to run at every start.
 */
export function syncEnquiryStateMap(db: DbOrTx, schoolId?: number): Promise<void> {
  return insertDefaultMappings(db, defaultMappings(), schoolId)
}
