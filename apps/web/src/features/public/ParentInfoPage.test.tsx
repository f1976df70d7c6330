import { cleanup, screen, within } from '@testing-library/react'
import { ECDA_SUBSIDY_SCHEDULE } from '@preschool/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders } from '../../test/render'
import type { ParentInformation } from './info-documents'
import ParentInfoPage from './ParentInfoPage'

const info: ParentInformation = {
  enrolmentSteps: ['enquire', 'visit', 'offer', 'payment', 'enrolled'],
  fees: [
    {
      levelLabel: 'Nursery 1',
      programLabel: 'Full Day',
      residency: 'citizen',
      minCents: 98_000,
      maxCents: 120_000,
    },
    {
      levelLabel: 'Nursery 1',
      programLabel: 'Full Day',
      residency: 'other',
      minCents: 150_000,
      maxCents: 150_000,
    },
  ],
  subsidySchedule: {
    basic: [...ECDA_SUBSIDY_SCHEDULE.basic],
    additional: [...ECDA_SUBSIDY_SCHEDULE.additional],
  },
  documentsToPrepare: '<ul><li>Birth certificate</li></ul>',
  faqs: [{ question: 'Is lunch included?', answer: '<p>Yes.</p>' }],
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ParentInfoPage', () => {
  it("shows the school's steps, its fee ranges, the documents and the FAQ, with the way to enquire", async () => {
    mockGraphQL({ getParentInformation: () => ({ data: { getParentInformation: info } }) })
    const { user } = renderWithProviders(<ParentInfoPage />, { path: '/parentinfo' })
    const steps = await screen.findByTestId('info-steps')
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.dataset.testid),
    ).toEqual([
      'info-step-enquire',
      'info-step-visit',
      'info-step-offer',
      'info-step-payment',
      'info-step-enrolled',
    ])
    expect(screen.queryByTestId('info-step-trial')).toBeNull()
    // Citizens' fees first; another residency's on choosing it.
    expect(screen.getAllByTestId('info-fee-row').map((r) => r.textContent)).toEqual([
      'Nursery 1Full Day$980.00 to $1,200.00',
    ])
    await user.selectOptions(screen.getByTestId('info-fee-residency'), 'other')
    expect(screen.getAllByTestId('info-fee-row').map((r) => r.textContent)).toEqual([
      'Nursery 1Full Day$1,500.00',
    ])
    expect(screen.getByTestId('info-documents-text').innerHTML).toBe('<ul><li>Birth certificate</li></ul>')
    expect(screen.getByTestId('info-faq-0').textContent).toContain('Is lunch included?')
    expect(screen.getByTestId('public-enquire').getAttribute('href')).toBe('/enquiry')
    expect(document.title).toMatch(/^Before you enquire/)
  })

  it("works out the subsidy with the registration form's estimate as the visitor types", async () => {
    mockGraphQL({ getParentInformation: () => ({ data: { getParentInformation: info } }) })
    const { user } = renderWithProviders(<ParentInfoPage />, { path: '/parentinfo' })
    await user.type(await screen.findByTestId('subsidy-income'), '4000')
    // Working, citizen, child care: $300 basic + $440 additional (income up to $4,500).
    expect(screen.getByTestId('subsidy-total').textContent).toBe('Estimated subsidy: $740.00 a month')
    await user.click(screen.getByTestId('subsidy-infant'))
    // Infant care: $600 basic + $630 additional.
    expect(screen.getByTestId('subsidy-total').textContent).toBe('Estimated subsidy: $1,230.00 a month')
    await user.click(screen.getByTestId('subsidy-citizen'))
    expect(screen.queryByTestId('subsidy-total')).toBeNull()
    expect(screen.getByText('Only Singapore Citizen children receive the subsidy.')).toBeTruthy()
  })
})
