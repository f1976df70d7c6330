/** Who is calling, loaded once per request from the session token. */
export interface Viewer {
  userId: number
  sessionId: number
  schoolId: number
  email: string
  firstname: string
  lastname: string
  /** From the first role (the spec's rule): staff get the staff route set, everyone else the parent set. */
  isStaff: boolean
  isHQStaff: boolean
  hasCentreScopeAccess: boolean
  hasClassScopeAccess: boolean
  roleIds: number[]
  /** Module category code -> the union of the access bits of the user's roles (read implied by write or approve). */
  access: Record<string, number>
  /** Centres assigned to the user (HQ staff reach every centre of the school regardless). */
  centreIds: number[]
  classIds: number[]
}
