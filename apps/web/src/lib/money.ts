/** An amount in cents as Singapore dollars, e.g. 250000 -> '$2,500.00'. Money travels and is stored in cents. */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
