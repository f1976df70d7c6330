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
  { firstname: 'Nathan', lastname: 'Tay', dateOfBirth: '2021-03-14', parent: 'Grace' },
  { firstname: 'Megan', lastname: 'Ong', dateOfBirth: '2021-06-02', parent: 'Marcus' },
  { firstname: 'Aryan', lastname: 'Pillai', dateOfBirth: '2021-01-25', parent: 'Deepa' },
  { firstname: 'Hannah', lastname: 'Wong', dateOfBirth: '2021-09-09', parent: 'Kevin' },
  { firstname: 'Irfan', lastname: 'Hakim', dateOfBirth: '2021-11-30', parent: 'Siti' },
] as const
