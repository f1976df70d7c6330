import type { TypedDocumentString } from '../generated/graphql'
import { enquiryOptionListsQuery, enquiryOptionListsVariables } from '../features/enquiry/documents'
import { enquiryPaths } from '../features/enquiry/paths'
import { requestOrThrow } from '../lib/request'
import { resolveSchoolId } from '../lib/school'
import { schoolThemeQuery } from '../shell/theme/documents'

/** A request the entry sent before the shell arrived, for the shell to put in its query cache. */
export interface EarlyRequest {
  document: TypedDocumentString<unknown, never>
  variables: unknown
  answer: Promise<unknown>
}

const early: EarlyRequest[] = []

function send<TData, TVariables>(document: TypedDocumentString<TData, TVariables>, variables: TVariables) {
  const answer = requestOrThrow(document, variables)
  // Whoever reads it later handles a failure (the query retries); unread, it must not be an unhandled rejection.
  answer.catch(() => undefined)
  early.push({ document: document as TypedDocumentString<unknown, never>, variables, answer })
}

/**
 * What the first screen needs, started by the entry at once, in parallel with the shell's own code: on a phone's
 * round trips, waiting for the shell to load, run and route before asking costs a second (decision 0032). The
 * school's theme for every page; for the public enquiry form, its code and its option lists too. The lazy route
 * imports the same module, so the browser fetches it once.
 */
export function startEarly(pathname: string) {
  const fkSchool = resolveSchoolId()
  send(schoolThemeQuery, { fkSchool })
  if (pathname === enquiryPaths.form) {
    void import('../features/enquiry/EnquiryFormPage')
    send(enquiryOptionListsQuery, enquiryOptionListsVariables(fkSchool))
  }
}

/** The requests started early, each handed over once. */
export function takeEarlyRequests(): EarlyRequest[] {
  return early.splice(0)
}
