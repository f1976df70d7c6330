import '../../i18n'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderCalendarAt, scheduled, twoCentres } from './test-support'

vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({ me: { fkSchool: 1 }, can: (key: string) => key === 'visits.read' }),
}))

afterEach(() => cleanup())

const counts = () => ({
  data: { getPendingVisitCounts: [{ IDCentre: 6, pending: 2 }] },
})
const pendingList = () => ({
  data: {
    getScheduledVisits: {
      totalCount: 1,
      data: [
        scheduled({
          visitType: 'trial',
          statusText: 'Pending trial class',
          centre: { ID: 6, label: 'Little Steps @ Punggol' },
        }),
      ],
    },
  },
})

describe('CalendarPage, the work queue of several centres', () => {
  it('offers all centres with pending counts, and lists the pending visits of every centre from the address', async () => {
    const api = mockGraphQL({
      getAccessibleCentresForModule: twoCentres,
      getPendingVisitCounts: counts,
      getScheduledVisits: pendingList,
    })
    const user = renderCalendarAt('/calendar?tab=visits&centre=all&status=created')
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
