import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import type { WaitListRow } from './documents'
import WaitlistListPage from './WaitlistListPage'

const row = (overrides: Partial<WaitListRow>): WaitListRow => ({
  ID: 1,
  childFirstname: 'Arjun',
  childLastname: 'Nair',
  firstname: 'Priya',
  lastname: 'Nair',
  enrollmentPlan: '2027-01-01',
  createdAt: '2026-10-03T02:00:00.000Z',
  waitlistedAt: null,
  queueWeight: 50,
  queuePosition: 1,
  admissionStatus: { ID: 2, label: 'New Enquiry' },
  centre: { ID: 7, label: 'Little Steps @ Ang Mo Kio' },
  level: { ID: 3, label: 'Nursery 1' },
  waitlistTags: [{ ID: 9, description: 'Sibling enrolled', weight: 50 }],
  stateHistory: [],
  offer: null,
  ...overrides,
})

const filterOptions = {
  data: {
    getWaitListFilter: {
      centres: [{ ID: 7, label: 'Little Steps @ Ang Mo Kio' }],
      tags: [{ ID: 9, description: 'Sibling enrolled' }],
      levels: [{ ID: 3, label: 'Nursery 1' }],
      preferMonthOfEnrolmentOptions: ['2027-01-01'],
      races: ['Chinese'],
    },
  },
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('WaitlistListPage', () => {
  it('shows the queue in order with each family tags, weight, month and enquiry date', async () => {
    mockGraphQL({
      getWaitList: () => ({ data: { getWaitList: { totalCount: 1, data: [row({})] } } }),
      getWaitListFilter: () => filterOptions,
    })
    renderWithProviders(<WaitlistListPage />, {
      path: '/waitlistmanagement',
      session: staffSession(['waitlist.list']),
    })
    const first = await screen.findByTestId('waitlist-row-1')
    expect(within(first).getByTestId('waitlist-tags-1').textContent).toBe('Sibling enrolled (50)')
    expect(within(first).getByTestId('waitlist-why-1').textContent).toBe(
      'Tag weight 50, then start January 2027, then enquired 03/10/2026',
    )
  })

  it('sends a false waitlist status and drops the empty filters (spec 001 section 5)', async () => {
    const mock = mockGraphQL({
      getWaitList: () => ({ data: { getWaitList: { totalCount: 0, data: [] } } }),
      getWaitListFilter: () => filterOptions,
    })
    renderWithProviders(<WaitlistListPage />, {
      path: '/waitlistmanagement',
      url: '/waitlistmanagement?status=pending&centre=7',
      session: staffSession(['waitlist.list']),
    })
    await screen.findByTestId('waitlist-empty')
    const sent = mock.callsOf('getWaitList')[0].variables
    expect(sent).toEqual({
      filter: { fkCentre: 7, waitlistStatus: false },
      pagination: { page: 1, perPage: 25 },
    })
  })
})
