import type { Bus } from './documents'

/** A bus of the Tampines centre with one child on it. */
export const bus: Bus = {
  ID: 5,
  fkCentre: 1,
  plateNumber: 'PC3318J',
  fkBusDriver: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  centre: { ID: 1, label: 'Tampines' },
  busDriver: null,
  busChildren: [{ ID: 21, firstname: 'Ethan', lastname: 'Tan' }],
}
