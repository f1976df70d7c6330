import { FALLBACK_SCHOOL_ID } from '@preschool/domain'
import { readStore, writeStore } from './store'

/**
 * The school the app is showing: read from the query string on entry (?fkSchool=2), stored, and sent as
 * fkSchool everywhere. Without either, the spec's fallback school.
 */
export function resolveSchoolId(search: string = window.location.search): number {
  const fromQuery = Number(new URLSearchParams(search).get('fkSchool'))
  if (Number.isInteger(fromQuery) && fromQuery > 0) {
    if (readStore().fkSchool !== fromQuery) writeStore({ fkSchool: fromQuery, theme: undefined })
    return fromQuery
  }
  return readStore().fkSchool ?? FALLBACK_SCHOOL_ID
}
