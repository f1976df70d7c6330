import '../../../i18n'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../../test/graphql-mock'
import type { CalendarVisit } from '../documents'
import { type OpenVisit, VisitDetailsDialog } from './VisitDetailsDialog'

afterEach(() => cleanup())

const visit = (over: Partial<CalendarVisit> = {}): CalendarVisit => ({
  ID: 42,
  visitType: 'trial',
  // 14:00 to 15:00 in Singapore.
  visitFrom: '2026-11-28T06:00:00.000Z',
  visitTo: '2026-11-28T07:00:00.000Z',
  completed: false,
  status: 'created',
  statusText: 'Pending trial class',
  approvalDisplay: 'Pending Approval',
  comment: 'Bring a water bottle',
  trialPeriodFee: 2500,
  trialPeriodPaymentStatus: 'pending',
  userName: 'Rachel Tan',
  userPhone: '+65 91234567',
  IDEnquiry: 9,
  fkCentre: 1,
  centreLabel: 'Little Steps @ Tampines',
  fkChild: 3,
  childName: 'Ethan Tan',
  levelLabel: 'Nursery 1',
  ...over,
})

const month = (...visits: CalendarVisit[]) => ({
  data: {
    findAllCalendarEvent: { IDCentre: 5, year: 2026, month: 11, visits, holidays: [], availabilities: [] },
  },
})

const OPEN: OpenVisit = { visitId: 42, centreId: 5, year: 2026, month: 11 }

function renderDialog(onAction = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <VisitDetailsDialog open={OPEN} canApprove onAction={onAction} onClose={() => undefined} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('VisitDetailsDialog', () => {
  it('shows the visit’s facts from the calendar month, level and trial payment included, and nothing else is asked', async () => {
    const api = mockGraphQL({ findAllCalendarEvent: () => month(visit()) })
    const onAction = vi.fn()
    const user = renderDialog(onAction)
    const facts = await screen.findByTestId('visit-facts-42')
    const fact = (key: string) => facts.querySelector(`[data-testid="visit-${key}"]`)?.textContent
    expect(fact('family')).toBe('Rachel Tan')
    expect(fact('phone')).toBe('+65 91234567')
    expect(fact('child')).toBe('Ethan Tan')
    expect(fact('level')).toBe('Nursery 1')
    expect(fact('slot')).toBe('Sat, 28 Nov 2026, 14:00 – 15:00')
    expect(fact('status')).toBe('Pending trial class')
    expect(fact('approval')).toBe('Pending Approval')
    expect(fact('fee')).toBe('$25.00')
    expect(fact('payment')).toBe('Pending')
    expect(fact('remarks')).toBe('Bring a water bottle')
    expect(api.calls.map((c) => c.field)).toEqual(['findAllCalendarEvent'])
    expect(api.callsOf('findAllCalendarEvent')[0].variables).toEqual({ IDCentre: 5, year: 2026, month: 11 })

    // An unpaid trial offers the payment, not the approval; the decision gets the enquiry of the visit.
    expect(screen.queryByTestId('visit-approve-42')).toBeNull()
    await user.click(screen.getByTestId('visit-recordPayment-42'))
    expect(onAction).toHaveBeenCalledWith(
      'recordPayment',
      expect.objectContaining({ ID: 42, fkEnquiry: 9, trialPeriodFee: 2500, childName: 'Ethan Tan' }),
    )
  })

  it('leaves out the fee and remarks of a centre visit without them', async () => {
    mockGraphQL({
      findAllCalendarEvent: () =>
        month(
          visit({
            visitType: 'centre_visit',
            statusText: 'Pending centre visit',
            comment: null,
            trialPeriodFee: null,
            trialPeriodPaymentStatus: null,
          }),
        ),
    })
    renderDialog()
    const facts = await screen.findByTestId('visit-facts-42')
    expect(facts.querySelector('[data-testid="visit-level"]')?.textContent).toBe('Nursery 1')
    expect(facts.querySelector('[data-testid="visit-fee"]')).toBeNull()
    expect(facts.querySelector('[data-testid="visit-payment"]')).toBeNull()
    expect(facts.querySelector('[data-testid="visit-remarks"]')).toBeNull()
  })

  it('says so when the visit is no longer on the calendar', async () => {
    mockGraphQL({ findAllCalendarEvent: () => month(visit({ ID: 7 })) })
    renderDialog()
    await waitFor(() =>
      expect(screen.getByTestId('visit-details-dialog').textContent).toContain(
        'This visit is no longer on the calendar.',
      ),
    )
  })
})
