import '../../i18n'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import CalendarPage from './CalendarPage'

vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({ me: { fkSchool: 1 }, can: (key: string) => key === 'visits.read' }),
}))

afterEach(() => cleanup())

const centres = () => ({
  data: {
    getAccessibleCentresForModule: [
      { ID: 5, label: 'Little Steps @ Tampines', code: 'LS-TMP' },
      { ID: 6, label: 'Little Steps @ Punggol', code: 'LS-PGL' },
    ],
  },
})
const counts = () => ({
  data: { getPendingVisitCounts: [{ IDCentre: 6, pending: 2 }] },
})
const pendingList = () => ({
  data: {
    getScheduledVisits: {
      totalCount: 1,
      data: [
        {
          ID: 41,
          fkEnquiry: 9,
          visitType: 'trial',
          visitFrom: '2026-11-28T02:00:00.000Z',
          visitTo: '2026-11-28T02:30:00.000Z',
          status: 'created',
          statusText: 'Pending trial class',
          approvalDisplay: 'Pending Approval',
          comment: null,
          completed: false,
          trialPeriodFee: null,
          trialPeriodPaymentStatus: null,
          childFirstname: 'Ethan',
          childLastname: 'Tan',
          parentName: 'Rachel Tan',
          parentPhone: null,
          levelLabel: 'Nursery 1',
          centre: { ID: 6, label: 'Little Steps @ Punggol' },
        },
      ],
    },
  },
})

function renderAt(path: string) {
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

describe('CalendarPage, the work queue of several centres', () => {
  it('offers all centres with pending counts, and lists the pending visits of every centre from the address', async () => {
    const api = mockGraphQL({
      getAccessibleCentresForModule: centres,
      getPendingVisitCounts: counts,
      getScheduledVisits: pendingList,
    })
    const user = renderAt('/calendar?tab=visits&centre=all&status=created')
    expect((await screen.findByTestId('scheduled-visit-centre-41')).textContent).toBe(
      'Little Steps @ Punggol',
    )
    const variables = api.callsOf('getScheduledVisits')[0].variables
    expect(variables).toMatchObject({ status: 'created' })
    expect(variables.IDCentre ?? null).toBeNull()
    // Availability belongs to one centre: no tab for all centres.
    expect(screen.queryByRole('tab', { name: 'Availability' })).toBeNull()

    await user.click(screen.getByTestId('calendar-centre'))
    await waitFor(() =>
      expect(screen.getByTestId('calendar-centre-all').textContent).toBe('All centres (2 pending)'),
    )
    expect(screen.getByTestId('calendar-centre-6').textContent).toBe('Little Steps @ Punggol (2 pending)')
    expect(screen.getByTestId('calendar-centre-5').textContent).toBe('Little Steps @ Tampines')
  })
})
