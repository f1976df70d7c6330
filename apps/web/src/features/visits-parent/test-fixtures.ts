import type { ParentEnquiry } from './documents'

/** A parent's enquiry as findAllEnquiry answers it: a new enquiry at Tampines, with what the test changes. */
export const parentEnquiry = (overrides: Partial<ParentEnquiry> = {}): ParentEnquiry => ({
  ID: 31,
  fkChild: 7,
  enrollmentPlan: '2027-01-01',
  active: true,
  vacancyAvailable: true,
  createdAt: '2026-11-01T02:00:00.000Z',
  admissionStatus: { ID: 2, stateCode: 'new_enquiry', label: 'New Enquiry', group: 'start' },
  centre: { ID: 3, label: 'Little Steps @ Tampines' },
  level: { ID: 4, label: 'Nursery 1' },
  program: { ID: 5, label: 'Full day' },
  visits: [],
  ...overrides,
})
