import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { singaporeToday } from '@preschool/domain'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../i18n'
import { testQueryClient } from '../../shell/test/render-app'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import type { ParentEnquiry, ParentVisit } from './documents'
import { ParentEnquiries } from './ParentEnquiries'
import { parentEnquiry } from './test-fixtures'

const child = { ID: 7, firstname: 'Ethan', lastname: 'Tan' }

const enquiry = parentEnquiry

/** A pending centre visit on 25 November 2026, 09:30 to 10:00 in Singapore, with what the test changes. */
const visit = (overrides: Partial<ParentVisit> = {}): ParentVisit => ({
  ID: 51,
  visitType: 'centre_visit',
  visitFrom: '2026-11-25T01:30:00.000Z',
  visitTo: '2026-11-25T02:00:00.000Z',
  status: 'created',
  statusText: 'Pending centre visit',
  trialPeriodFee: null,
  comment: null,
  trialPeriodPaymentStatus: null,
  ...overrides,
})

/** The child's enquiries as findAllEnquiry answers them. */
const enquiries =
  (...data: ParentEnquiry[]) =>
  () => ({ data: { findAllEnquiry: { totalCount: data.length, data } } })

const noInvoice = () => ({ data: { getTrialPeriodInvoice: null } })

const steps = (current: string) =>
  ['schedule', 'centre_visit', 'trial_class', 'registration'].map((code, index, all) => ({
    code,
    label: code,
    status: index < all.indexOf(current) ? 'done' : code === current ? 'current' : 'upcoming',
  }))

const flow = (nextAction: string, current: string) => () => ({
  data: {
    getEnquiryFrontendStates: {
      IDEnquiry: 31,
      nextAction,
      current: { ID: 2, stateCode: 'x', label: 'x' },
      steps: steps(current),
    },
  },
})

function renderList() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ParentEnquiries child={child} headingId="enquiries" />
    </QueryClientProvider>,
  )
}

/** The day's cell in the booking calendar, once the server's free days have enabled it. */
const freeDay = (calendar: HTMLElement, day: string) =>
  waitFor(() => {
    const cell = within(calendar).getByRole('gridcell', { name: day })
    expect(cell.hasAttribute('disabled')).toBe(false)
    return cell
  })

// The visits below are still to come: only those can be moved or cancelled. Only the date is frozen.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-02T00:00:00.000Z'))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe("a child's enquiries", () => {
  it('show the centre, level, start, state, flow, the pending visit and the trial fee', async () => {
    const api = mockGraphQL({
      findAllEnquiry: enquiries(
        enquiry({
          admissionStatus: { ID: 11, stateCode: 'pending_visit', label: 'Pending Visit', group: 'visit' },
          visits: [visit(), visit({ ID: 50, status: 'cancelled', statusText: 'Cancelled' })],
        }),
      ),
      getEnquiryFrontendStates: flow('await_visit_approval', 'centre_visit'),
      getTrialPeriodInvoice: () => ({
        data: { getTrialPeriodInvoice: { IDVisit: 60, label: 'Trial', amount: 5000, status: 'pending' } },
      }),
    })
    renderList()
    const card = await screen.findByTestId('enquiry-card-31')
    expect(api.called('ParentEnquiries')[0].variables).toEqual({ filter: { fkChild: 7 } })
    expect(within(card).getByRole('heading', { name: 'Little Steps @ Tampines' })).toBeTruthy()
    expect(screen.getByTestId('enquiry-level-31').textContent).toBe('Nursery 1 · Full day')
    expect(screen.getByTestId('enquiry-month-31').textContent).toBe('January 2027')
    expect(screen.getByTestId('enquiry-vacancy-31').textContent).toBe('Available Vacancy')
    expect(screen.getByTestId('enquiry-state-31').textContent).toBe('Pending Visit')

    await screen.findByTestId('enquiry-steps')
    expect(screen.getByTestId('enquiry-step-schedule').dataset.status).toBe('done')
    expect(screen.getByTestId('enquiry-step-centre_visit').getAttribute('aria-current')).toBe('step')
    expect(screen.getByTestId('enquiry-step-registration').dataset.status).toBe('upcoming')

    // The cancelled visit is gone; the pending one can be moved, cancelled, or added to a calendar.
    expect(screen.queryByTestId('visit-50')).toBeNull()
    expect(screen.getByTestId('visit-status-51').textContent).toBe('Pending centre visit')
    expect(screen.getByTestId('visit-when-51').textContent).toBe('Wed, 25 Nov 2026, 09:30 – 10:00')
    expect(screen.getByTestId('visit-reschedule-51')).toBeTruthy()
    expect(screen.getByTestId('visit-cancel-51')).toBeTruthy()
    expect(screen.getByTestId('visit-calendar-51')).toBeTruthy()
    expect(screen.queryByTestId('enquiry-book-centre_visit-31')).toBeNull()

    expect((await screen.findByTestId('trial-fee-31')).textContent).toContain('$50.00')
    expect(screen.getByTestId('trial-fee-status-31').textContent).toBe('Payment pending')
  })

  it('book a centre visit on a free day and time, showing the server refusal first', async () => {
    const month = singaporeToday().slice(0, 7)
    const day = `${month}-15`
    let attempts = 0
    const api = mockGraphQL({
      findAllEnquiry: enquiries(enquiry()),
      getEnquiryFrontendStates: flow('book_visit', 'schedule'),
      getTrialPeriodInvoice: noInvoice,
      getAvailableDaysOfMonth: () => ({ data: { getAvailableDaysOfMonth: [day] } }),
      getVisitTimeSlot: () => ({
        data: {
          getVisitTimeSlot: [
            { from: '09:00', to: '09:30', remaining: 2 },
            { from: '09:30', to: '10:00', remaining: 0 },
          ],
        },
      }),
      bookVisit: () => {
        attempts += 1
        return attempts === 1
          ? gqlError('This time slot is fully booked. Please choose another.', 'CONFLICT')
          : { data: { bookVisit: { ID: 90, status: 'created' } } }
      },
    })
    renderList()
    fireEvent.click(await screen.findByTestId('enquiry-book-centre_visit-31'))
    const dialog = await screen.findByTestId('booking-dialog')
    expect(within(dialog).getByRole('heading', { name: 'Book a centre visit' })).toBeTruthy()
    await waitFor(() =>
      expect(api.called('AvailableDaysOfMonth')[0]?.variables).toEqual({
        IDEnquiry: 31,
        visitType: 'centre_visit',
        month,
      }),
    )

    // Only the day the server offers can be chosen.
    const calendar = await within(dialog).findByRole('grid')
    const free = await freeDay(calendar, '15')
    expect(within(calendar).getByRole('gridcell', { name: '14' }).hasAttribute('disabled')).toBe(true)
    expect((screen.getByTestId('booking-confirm') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(free)

    // A full slot is not offered.
    const slot = await screen.findByTestId('booking-slot-09:00')
    expect(screen.queryByTestId('booking-slot-09:30')).toBeNull()
    expect(api.called('VisitTimeSlots')[0].variables).toEqual({
      date: day,
      IDEnquiry: 31,
      visitType: 'centre_visit',
    })
    fireEvent.click(slot)
    fireEvent.click(screen.getByTestId('booking-confirm'))
    expect((await screen.findByTestId('booking-error')).textContent).toBe(
      'This time slot is fully booked. Please choose another.',
    )

    fireEvent.click(screen.getByTestId('booking-confirm'))
    await waitFor(() => expect(screen.queryByTestId('booking-dialog')).toBeNull())
    expect(api.called('BookVisit').map((call) => call.variables)).toEqual([
      { IDEnquiry: 31, date: day, from: '09:00', to: '09:30' },
      { IDEnquiry: 31, date: day, from: '09:00', to: '09:30' },
    ])
    expect((await screen.findByTestId('enquiry-notice')).textContent).toContain(
      'Your centre visit is booked for',
    )
  })

  it('say before any choice why a visit cannot be booked yet, with no day to pick', async () => {
    const noVacancy =
      'The centre has no vacancy for this level in the planned month, so visits cannot be booked yet. The centre will contact you when a place opens.'
    mockGraphQL({
      findAllEnquiry: enquiries(enquiry()),
      getEnquiryFrontendStates: flow('book_visit', 'schedule'),
      getTrialPeriodInvoice: noInvoice,
      getAvailableDaysOfMonth: () => gqlError(noVacancy, 'CONFLICT'),
    })
    renderList()
    fireEvent.click(await screen.findByTestId('enquiry-book-centre_visit-31'))
    const dialog = await screen.findByTestId('booking-dialog')
    expect((await within(dialog).findByTestId('booking-days-error')).textContent).toBe(noVacancy)
    // The calendar is not left loading: it shows the month with every day disabled.
    const calendar = await within(dialog).findByRole('grid')
    expect(within(calendar).getByRole('gridcell', { name: '15' }).hasAttribute('disabled')).toBe(true)
    expect((screen.getByTestId('booking-confirm') as HTMLButtonElement).disabled).toBe(true)
  })

  it('cancel an enquiry only after the parent confirms', async () => {
    const api = mockGraphQL({
      findAllEnquiry: enquiries(enquiry()),
      getEnquiryFrontendStates: flow('book_visit', 'schedule'),
      getTrialPeriodInvoice: noInvoice,
      cancelEnquiry: () => ({ data: { cancelEnquiry: { ID: 31, active: false } } }),
    })
    renderList()
    fireEvent.click(await screen.findByTestId('enquiry-cancel-31'))
    const dialog = await screen.findByTestId('cancel-confirm-dialog')
    expect(dialog.textContent).toContain(
      'The enquiry for Ethan Tan at Little Steps @ Tampines will be cancelled',
    )
    fireEvent.click(within(dialog).getByTestId('cancel-confirm-cancel'))
    await waitFor(() => expect(screen.queryByTestId('cancel-confirm-dialog')).toBeNull())
    expect(api.called('CancelEnquiry')).toHaveLength(0)

    fireEvent.click(screen.getByTestId('enquiry-cancel-31'))
    fireEvent.click(await screen.findByTestId('cancel-confirm'))
    await waitFor(() => expect(api.called('CancelEnquiry').map((c) => c.variables)).toEqual([{ ID: 31 }]))
    expect((await screen.findByTestId('enquiry-notice')).textContent).toBe(
      'The enquiry at Little Steps @ Tampines is cancelled.',
    )
    // The list is asked again, so the cancelled enquiry leaves it.
    await waitFor(() => expect(api.called('ParentEnquiries').length).toBeGreaterThan(1))
  })

  it('move a pending trial class to another time, and keep a visit the server will not cancel', async () => {
    const month = singaporeToday().slice(0, 7)
    const trial = visit({
      ID: 61,
      visitType: 'trial',
      visitFrom: `${month}-10T01:00:00.000Z`,
      visitTo: `${month}-10T02:00:00.000Z`,
      statusText: 'Pending trial class',
    })
    const api = mockGraphQL({
      findAllEnquiry: enquiries(enquiry({ visits: [trial] })),
      getEnquiryFrontendStates: flow('await_trial_approval', 'trial_class'),
      getTrialPeriodInvoice: () => ({
        data: { getTrialPeriodInvoice: { IDVisit: 61, label: 'Trial', amount: 2500, status: 'completed' } },
      }),
      getAvailableDaysOfMonth: () => ({ data: { getAvailableDaysOfMonth: [`${month}-12`] } }),
      getVisitTimeSlot: () => ({
        data: { getVisitTimeSlot: [{ from: '10:00', to: '11:00', remaining: 3 }] },
      }),
      rescheduleTrialPeriodVisit: () => ({
        data: { rescheduleTrialPeriodVisit: { ID: 61, status: 'created' } },
      }),
    })
    renderList()
    expect((await screen.findByTestId('trial-fee-status-31')).textContent).toBe('Payment completed')
    // A trial class cannot be cancelled by the parent: it can only be moved.
    expect(screen.queryByTestId('visit-cancel-61')).toBeNull()
    expect((await screen.findByTestId('visit-reschedule-61')).textContent).toBe('Reschedule trial class')
    fireEvent.click(await screen.findByTestId('visit-reschedule-61'))
    const dialog = await screen.findByTestId('booking-dialog')
    expect(within(dialog).getByRole('heading', { name: 'Reschedule the trial class' })).toBeTruthy()
    expect(screen.getByTestId('booking-current').textContent).toContain('09:00 – 10:00')
    const calendar = await within(dialog).findByRole('grid')
    const free = await freeDay(calendar, '12')
    fireEvent.click(free)
    fireEvent.click(await screen.findByTestId('booking-slot-10:00'))
    fireEvent.click(screen.getByTestId('booking-confirm'))
    await waitFor(() => expect(screen.queryByTestId('booking-dialog')).toBeNull())
    expect((await screen.findByTestId('enquiry-notice')).textContent).toContain(
      'Your trial class is moved to',
    )
    expect(api.called('RescheduleTrialPeriodVisit').map((c) => c.variables)).toEqual([
      { IDVisit: 61, date: `${month}-12`, from: '10:00', to: '11:00' },
    ])
    expect(api.called('BookVisit')).toHaveLength(0)
  })

  it('show the centre’s remarks on a declined visit, and offer to move or cancel an approved one', async () => {
    const rejected = visit({
      ID: 81,
      status: 'rejected',
      statusText: 'Centre Visit Rejected',
      comment: 'The centre is closed for maintenance that morning',
    })
    const approved = visit({
      ID: 82,
      visitFrom: '2099-01-05T01:30:00.000Z',
      visitTo: '2099-01-05T02:00:00.000Z',
      status: 'completed',
      statusText: 'Centre Visit Approved',
    })
    mockGraphQL({
      findAllEnquiry: enquiries(
        enquiry({
          admissionStatus: { ID: 13, stateCode: 'visit_approved', label: 'Visit Approved', group: 'visit' },
          visits: [rejected, approved],
        }),
      ),
      getEnquiryFrontendStates: flow('book_trial', 'trial_class'),
      getTrialPeriodInvoice: noInvoice,
    })
    renderList()
    expect((await screen.findByTestId('visit-status-81')).textContent).toBe('Centre Visit Rejected')
    expect(screen.getByTestId('visit-comment-81').textContent).toBe(
      'Centre’s remarks: The centre is closed for maintenance that morning',
    )
    expect(screen.queryByTestId('visit-comment-82')).toBeNull()
    expect(await screen.findByTestId('enquiry-book-trial-31')).toBeTruthy()
    expect(screen.getByTestId('visit-reschedule-82').textContent).toBe('Reschedule visit')
    expect(screen.getByTestId('visit-cancel-82')).toBeTruthy()
  })

  it('show the server refusal inside the cancel-visit confirmation', async () => {
    mockGraphQL({
      findAllEnquiry: enquiries(enquiry({ visits: [visit({ ID: 71 })] })),
      getEnquiryFrontendStates: flow('await_visit_approval', 'centre_visit'),
      getTrialPeriodInvoice: noInvoice,
      cancelParentMeeting: () => gqlError('This visit has already taken place', 'CONFLICT'),
    })
    renderList()
    fireEvent.click(await screen.findByTestId('visit-cancel-71'))
    const dialog = await screen.findByTestId('cancel-confirm-dialog')
    expect(dialog.textContent).toContain(
      'Your centre visit on Wed, 25 Nov 2026 at 09:30 – 10:00 will be cancelled.',
    )
    fireEvent.click(within(dialog).getByTestId('cancel-confirm'))
    expect((await screen.findByTestId('cancel-confirm-error')).textContent).toBe(
      'This visit has already taken place',
    )
    expect(screen.getByTestId('cancel-confirm-dialog')).toBeTruthy()
  })
})
