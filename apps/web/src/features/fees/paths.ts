/** The spec's routes, nested as settings screens nest theirs: /feemanagement, with /editfeetier and /addfeetier. */
const list = '/feemanagement'

export const feePaths = {
  list,
  drafts: `${list}?tab=drafts`,
  add: `${list}/addfeetier`,
  /** The tier whose fees change, in the address. */
  edit: (tierId: number | string) => `${list}/editfeetier?tier=${tierId}`,
  editRoute: `${list}/editfeetier`,
} as const
