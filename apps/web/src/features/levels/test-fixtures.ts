import type { Level } from './documents'

/** A level as the API lists it: Nursery 1 (3 to 4 years) with one full-day programme, unless told otherwise. */
export const buildLevel = (overrides: Partial<Level> = {}): Level => ({
  ID: 1,
  label: 'Nursery 1',
  fromMonth: 36,
  toMonth: 48,
  promotionDate: '2027-01-15',
  offOnSaturday: true,
  isInfant: false,
  active: true,
  programs: [{ ID: 11, label: 'Full Day', from: '07:00', to: '19:00', active: true }],
  ...overrides,
})
