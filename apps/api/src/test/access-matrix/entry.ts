import type { Victims } from './world'

/** Who calls in the matrix: no session, or one of the intruders of `world.ts`. */
export type Caller = 'anonymous' | 'otherParent' | 'noModule' | 'readOnly' | 'otherCentre' | 'otherSchoolHq'

/**
 * What the matrix expects of one root field. By default every caller is refused, except read-only staff on a query
 * (reading is what they may do) and staff of another centre on a school-wide action (`on: 'school'`: they are
 * staff of the same school), unless it is head office's alone (the school's settings: `hq` rules only). An entry
 * says only where that default does not fit.
 */
export interface MatrixEntry {
  /** The caller acts on their own data (their session, menu, notifications): only a caller without one is refused. */
  own?: true
  /** Callers who may legitimately call the operation on these arguments (each says why, in a comment). */
  allow?: Caller[]
  /** A list answered to these callers must not hold the victims' row. */
  rows?: {
    callers: Caller[]
    selection: string
    ids: (data: unknown) => number[]
    victim: (v: Victims) => number
  }
  /** Variables the generated ones do not fit (an id under another name, a value the list needs to answer). */
  variables?: (v: Victims) => Record<string, unknown>
}

/**
 * One module's part of the matrix, declared beside its resolvers in `modules/<m>/test-access.ts` and collected by
 * `npm run codegen` into `modules.generated.ts`.
 */
export interface ModuleAccess {
  /**
   * Root fields anyone may call, signed in or not (sign-in and registration before a session exists, a school's
   * public face, the public enquiry form and its look-ups), each group with a comment saying why. They are not
   * called by the matrix: the module's tests cover their abuse (rate limits, duplicates).
   */
  publicOperations?: readonly string[]
  /** Every guarded root field of the module: a new one fails the matrix until it has an entry here. */
  matrix?: Record<string, MatrixEntry>
}

/** The ids of a list of rows, and of a page's rows (`{ data: [...] }`), for `rows.ids`. */
export const ids = (rows: unknown) => (rows as { ID: number }[]).map((row) => row.ID)
export const page = (data: unknown) => ids((data as { data: unknown }).data)
