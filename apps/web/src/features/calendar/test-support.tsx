import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import CalendarPage from './CalendarPage'
import type { ScheduledVisit } from './documents'

/** Two centres the staff member reaches, as getAccessibleCentresForModule answers. */
export const twoCentres = () => ({
  data: {
    getAccessibleCentresForModule: [
      { ID: 5, label: 'Little Steps @ Tampines', code: 'LS-TMP' },
      { ID: 6, label: 'Little Steps @ Punggol', code: 'LS-PGL' },
    ],
  },
})

/** Renders the calendar page at an address (/calendar?...), with a fresh query cache. */
export function renderCalendarAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/calendar" element={<CalendarPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

/** A pending centre visit at Tampines as the scheduled visits list receives it. */
export const scheduled = (over: Partial<ScheduledVisit> = {}): ScheduledVisit => ({
  ID: 41,
  fkEnquiry: 9,
  visitType: 'centre_visit',
  visitFrom: '2026-11-28T02:00:00.000Z',
  visitTo: '2026-11-28T02:30:00.000Z',
  status: 'created',
  statusText: 'Pending centre visit',
  approvalDisplay: 'Pending Approval',
  comment: null,
  completed: false,
  trialPeriodFee: null,
  trialPeriodPaymentStatus: null,
  childFirstname: 'Ethan',
  childLastname: 'Tan',
  parentName: 'Rachel Tan',
  parentPhone: '+65 91234567',
  levelLabel: 'Nursery 1',
  centre: { ID: 5, label: 'Little Steps @ Tampines' },
  ...over,
})
