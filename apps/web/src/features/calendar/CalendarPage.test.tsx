import '../../i18n'
import { VisitMsg } from '@preschool/domain'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import type { ScheduledVisit } from './documents'
import { renderCalendarAt, scheduled, twoCentres } from './test-support'

const session = vi.hoisted(() => ({ granted: new Set<string>() }))
vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({ me: { fkSchool: 1 }, can: (key: string) => session.granted.has(key) }),
}))

afterEach(() => cleanup())

const centres = twoCentres

const visitList = (...visits: ScheduledVisit[]) => ({
  data: { getScheduledVisits: { totalCount: visits.length, data: visits } },
})

function renderAt(path: string, granted: string[]) {
  session.granted = new Set(granted)
  return renderCalendarAt(path)
}

const ALL = ['visits.read', 'visits.write', 'visits.approve']

describe('CalendarPage, scheduled visits', () => {
  it('lists the chosen centre’s visits from the address and filters them by status', async () => {
    const api = mockGraphQL({
      getAccessibleCentresForModule: centres,
      getScheduledVisits: () => visitList(scheduled()),
    })
    const user = renderAt('/calendar?tab=visits&centre=6', ALL)
    const card = await screen.findByTestId('scheduled-visit-41')
    expect(card.textContent).toContain('Ethan Tan')
    expect(card.textContent).toContain('Sat, 28 Nov 2026, 10:00 – 10:30')
    expect(card.textContent).toContain('Pending Approval')
    // No status chosen: the empty filter is left out of the query (spec 000 section 5).
    expect(api.callsOf('getScheduledVisits')[0].variables).toMatchObject({ IDCentre: 6 })
    expect(api.callsOf('getScheduledVisits')[0].variables).not.toHaveProperty('status')

    await user.click(screen.getByTestId('visits-status-filter'))
    // The filter names the statuses as each visit shows them: the spec's approval display, word for word.
    expect(
      ['created', 'completed', 'rejected', 'cancelled', 'skipped'].map(
        (status) => screen.getByTestId(`visits-status-${status}`).textContent,
      ),
    ).toEqual(['Pending Approval', 'Approved', 'Declined', 'Cancelled', 'Skipped'])
    await user.click(screen.getByTestId('visits-status-completed'))
    await waitFor(() =>
      expect(api.callsOf('getScheduledVisits').at(-1)?.variables).toMatchObject({
        IDCentre: 6,
        status: 'completed',
      }),
    )
  })

  it('asks for the next 50 when the centre has more visits than shown', async () => {
    const api = mockGraphQL({
      getAccessibleCentresForModule: centres,
      getScheduledVisits: () => ({ data: { getScheduledVisits: { totalCount: 60, data: [scheduled()] } } }),
    })
    const user = renderAt('/calendar?tab=visits', ALL)
    expect((await screen.findByTestId('scheduled-visits-count')).textContent).toBe('60 visits')
    expect(api.callsOf('getScheduledVisits')[0].variables.pagination).toEqual({ page: 1, perPage: 50 })
    await user.click(screen.getByTestId('scheduled-visits-more'))
    await waitFor(() =>
      expect(api.callsOf('getScheduledVisits').at(-1)?.variables.pagination).toEqual({
        page: 1,
        perPage: 100,
      }),
    )
  })

  it('approves a pending centre visit with remarks through approveParentMeeting and says so', async () => {
    let visit = scheduled()
    const api = mockGraphQL({
      getAccessibleCentresForModule: centres,
      getScheduledVisits: () => visitList(visit),
      approveParentMeeting: () => {
        visit = scheduled({
          status: 'completed',
          statusText: 'Centre Visit Approved',
          approvalDisplay: 'Approved',
        })
        return { data: { approveParentMeeting: { ID: 41, status: 'completed' } } }
      },
    })
    const user = renderAt('/calendar?tab=visits', ALL)
    await user.click(await screen.findByTestId('visit-approve-41'))
    const dialog = screen.getByTestId('visit-decision-dialog')
    await user.type(within(dialog).getByTestId('visit-decision-remarks'), 'Welcome')
    await user.click(within(dialog).getByTestId('visit-decision-confirm'))
    expect((await screen.findByTestId('calendar-notice')).textContent).toBe(
      'Centre visit of Ethan Tan approved',
    )
    expect(api.callsOf('approveParentMeeting')[0].variables).toEqual({ IDVisit: 41, remarks: 'Welcome' })
    await waitFor(() =>
      expect(screen.getByTestId('scheduled-visit-approval-41').textContent).toBe('Approved'),
    )
    expect(screen.queryByTestId('visit-approve-41')).toBeNull()
  })

  it('shows the server’s refusal in the decision dialog', async () => {
    mockGraphQL({
      getAccessibleCentresForModule: centres,
      getScheduledVisits: () => visitList(scheduled()),
      rejectScheduledVisit: () => gqlError(VisitMsg.notPending, 'CONFLICT'),
    })
    const user = renderAt('/calendar?tab=visits', ALL)
    await user.click(await screen.findByTestId('visit-reject-41'))
    await user.click(screen.getByTestId('visit-decision-confirm'))
    expect((await screen.findByTestId('visit-decision-error')).textContent).toBe(VisitMsg.notPending)
    expect(screen.getByTestId('visit-decision-dialog')).toBeTruthy()
  })

  it('requires remarks to skip a trial class, then sends them to skipTrialVisit with the enquiry', async () => {
    const trial = scheduled({ ID: 42, visitType: 'trial', statusText: 'Pending trial class' })
    const api = mockGraphQL({
      getAccessibleCentresForModule: centres,
      getScheduledVisits: () => visitList(trial),
      skipTrialVisit: () => ({ data: { skipTrialVisit: { ID: 9 } } }),
    })
    const user = renderAt('/calendar?tab=visits', ALL)
    await user.click(await screen.findByTestId('visit-skip-42'))
    await user.click(screen.getByTestId('visit-decision-confirm'))
    expect(screen.getByTestId('visit-decision-dialog').textContent).toContain(VisitMsg.remarksRequired)
    expect(api.callsOf('skipTrialVisit')).toHaveLength(0)
    await user.type(screen.getByTestId('visit-decision-remarks'), 'Enrolling directly')
    await user.click(screen.getByTestId('visit-decision-confirm'))
    await waitFor(() =>
      expect(api.callsOf('skipTrialVisit')[0]?.variables).toEqual({
        IDEnquiry: 9,
        remarks: 'Enrolling directly',
      }),
    )
  })

  it('offers the payment before the approval of an unpaid trial', async () => {
    mockGraphQL({
      getAccessibleCentresForModule: centres,
      getScheduledVisits: () =>
        visitList(
          scheduled({
            ID: 43,
            visitType: 'trial',
            trialPeriodFee: 2500,
            trialPeriodPaymentStatus: 'pending',
          }),
        ),
    })
    renderAt('/calendar?tab=visits', ALL)
    expect(await screen.findByTestId('visit-recordPayment-43')).toBeTruthy()
    expect(screen.queryByTestId('visit-approve-43')).toBeNull()
  })

  it('shows no decisions to staff without approve access', async () => {
    mockGraphQL({ getAccessibleCentresForModule: centres, getScheduledVisits: () => visitList(scheduled()) })
    renderAt('/calendar?tab=visits', ['visits.read'])
    expect(await screen.findByTestId('scheduled-visit-41')).toBeTruthy()
    expect(screen.queryByTestId('visit-approve-41')).toBeNull()
    expect(screen.queryByTestId('visit-reject-41')).toBeNull()
  })

  it('says so when the user reaches no centre', async () => {
    mockGraphQL({ getAccessibleCentresForModule: () => ({ data: { getAccessibleCentresForModule: [] } }) })
    renderAt('/calendar', ALL)
    expect((await screen.findByTestId('calendar-no-centres')).textContent).toBe(
      'You have no centre whose calendar you can open.',
    )
  })
})

describe('CalendarPage, availability', () => {
  const noAvailability = () => ({ data: { findAllVisitAvailability: [] } })

  it('checks the shared rules before sending, then shows the server’s refusal under its field', async () => {
    const api = mockGraphQL({
      getAccessibleCentresForModule: centres,
      findAllVisitAvailability: noAvailability,
      addCalendarEvent: () =>
        gqlError('slotMinutes: ' + VisitMsg.slotFits, 'BAD_USER_INPUT', { slotMinutes: VisitMsg.slotFits }),
    })
    const user = renderAt('/calendar?tab=availability', ALL)
    const from = await screen.findByTestId('availability-from')
    await user.clear(from)
    await user.type(from, '13:00')
    await user.click(screen.getByTestId('availability-add'))
    expect(screen.getByTestId('availability-form').textContent).toContain(VisitMsg.toAfterFrom)
    expect(api.callsOf('addCalendarEvent')).toHaveLength(0)

    await user.clear(from)
    await user.type(from, '09:00')
    await user.click(screen.getByTestId('availability-add'))
    await waitFor(() => expect(api.callsOf('addCalendarEvent')).toHaveLength(1))
    expect(api.callsOf('addCalendarEvent')[0].variables).toMatchObject({
      IDCentre: 5,
      availability: { visitType: 'centre_visit', from: '09:00', to: '12:00', recurOnDays: [1, 2, 3, 4, 5] },
    })
    expect(await screen.findByText(VisitMsg.slotFits)).toBeTruthy()
  })

  it('withdraws an availability after confirmation and shows the refusal in the dialog', async () => {
    const api = mockGraphQL({
      getAccessibleCentresForModule: centres,
      findAllVisitAvailability: () => ({
        data: {
          findAllVisitAvailability: [
            {
              ID: 8,
              fkCentre: 5,
              visitType: 'trial',
              start: '2026-12-01',
              end: '2026-12-31',
              from: '09:00',
              to: '11:00',
              recurType: 'weekly',
              recurOnDays: [4, 2],
              slotMinutes: 60,
              familiesPerSlot: 3,
              active: true,
              visits: [{ ID: 1 }],
            },
          ],
        },
      }),
      cancelAvailability: () => gqlError('unauthorized', 'FORBIDDEN'),
    })
    const user = renderAt('/calendar?tab=availability', ALL)
    const card = await screen.findByTestId('availability-8')
    expect(card.textContent).toContain('Tue, 01 Dec 2026 – Thu, 31 Dec 2026, 09:00 – 11:00, Weekly Tue, Thu')
    expect(card.textContent).toContain('1 booking')
    await user.click(screen.getByTestId('availability-cancel-8'))
    await user.click(screen.getByTestId('availability-cancel-confirm'))
    expect((await screen.findByTestId('availability-cancel-error')).textContent).toBe('unauthorized')
    expect(api.callsOf('cancelAvailability')[0].variables).toEqual({ IDAvailability: 8 })
  })

  it('shows the list without the form or withdraw buttons to read-only staff', async () => {
    mockGraphQL({ getAccessibleCentresForModule: centres, findAllVisitAvailability: noAvailability })
    renderAt('/calendar?tab=availability', ['visits.read'])
    expect(await screen.findByTestId('availabilities-empty')).toBeTruthy()
    expect(screen.queryByTestId('availability-form')).toBeNull()
  })
})
