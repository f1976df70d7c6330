/** A person in the organisation's directory, as the staff form's look-up shows them (spec 001: Directory user). */
export interface DirectoryUser {
  email: string
  displayName: string
  givenName: string
  surname: string
  businessPhones: string[]
}

/**
 * Look-up of people in the organisation's directory, so staff records start from the account they will sign in
 * with. The embedded default reads the embedded identity provider's accounts; production reads Microsoft Graph.
 */
export interface Directory {
  /** The person with this address (compared case-insensitively), or null. */
  byEmail(email: string): Promise<DirectoryUser | null>
  /** People whose name or address starts with (Graph) or contains (embedded) the query; at most 20, by name. */
  byName(query: string): Promise<DirectoryUser[]>
}

/** Enough for an autocomplete; a narrower query finds the rest. */
export const DIRECTORY_RESULT_LIMIT = 20
