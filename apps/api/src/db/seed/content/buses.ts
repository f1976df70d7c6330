/** Demo buses and drivers of Little Steps' two Tampines and Punggol centres; plates get their checksum letter. */
export const demoBusDrivers = [
  { centre: 'LS-TMP', firstname: 'Ah Kow', lastname: 'Lim', mobilePhone: '91230011' },
  { centre: 'LS-TMP', firstname: 'Siew Ling', lastname: 'Goh', mobilePhone: '91230012' },
  { centre: 'LS-PGL', firstname: 'Rajesh', lastname: 'Kumar', mobilePhone: '91230013' },
] as const

export const demoBuses = [
  { centre: 'LS-TMP', prefix: 'PC', number: 3318, driver: 'Ah Kow' },
  { centre: 'LS-TMP', prefix: 'PD', number: 1207, driver: null },
  { centre: 'LS-PGL', prefix: 'PA', number: 4521, driver: 'Rajesh' },
] as const

/**
 * Children placed in a K1 class at Tampines, so the bus screens have children to offer. When the classes demo
 * enrols children of its own, this list can go: the bus step puts whoever is placed at the centre on its buses.
 */
export const demoBusRiders = [
  // `months`: the child's age when its K1 seat began (2 January of the year of seeding), in K1's range.
  { firstname: 'Nathan', lastname: 'Tay', months: 69, parent: 'Grace' },
  { firstname: 'Megan', lastname: 'Ong', months: 66, parent: 'Marcus' },
  { firstname: 'Aryan', lastname: 'Pillai', months: 71, parent: 'Deepa' },
  { firstname: 'Hannah', lastname: 'Wong', months: 63, parent: 'Kevin' },
  { firstname: 'Irfan', lastname: 'Hakim', months: 61, parent: 'Zainab' },
] as const
