/** The spec's routes, nested as settings screens nest theirs: /feemanagement, with /editfeetier and /addfeetier. */
const list = '/feemanagement'

export const feePaths = {
  list,
  drafts: `${list}?tab=drafts`,
  add: `${list}/addfeetier`,
  /** The tier whose fees change, and its centre (only that centre's tiers are loaded), in the address. */
  edit: (tierId: number, centreId: number) => `${list}/editfeetier?tier=${tierId}&centre=${centreId}`,
  editRoute: `${list}/editfeetier`,
} as const
