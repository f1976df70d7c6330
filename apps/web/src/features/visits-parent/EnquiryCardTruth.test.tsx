import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../i18n'
import type { Me } from '../../shell/session/documents'
import { mockGraphQL } from '../../test/graphql-mock'
import { fakeSession, renderWithProviders } from '../../test/render'
import { ParentEnquiries } from './ParentEnquiries'
import { parentEnquiry } from './test-fixtures'

const child = { ID: 7, firstname: 'Ethan', lastname: 'Tan' }

const enquiry = parentEnquiry

const enrolled = enquiry({
  admissionStatus: { ID: 38, stateCode: 'enrolled', label: 'Enrolled', group: 'enrolment' },
})

/** The parent, whose child holds a class at the enquiry's centre from the start date. */
const me = {
  childRelations: [
    {
      child: {
        ID: 7,
        childClasses: [
          {
            from: '2027-01-01',
            to: null,
            program: { ID: 5, label: 'Full day' },
            class: { ID: 9, fkCentre: 3, fkLevel: 4, label: 'N1 Sunflower' },
          },
        ],
      },
    },
  ],
} as unknown as Me

const flow = () => ({
  data: {
    getEnquiryFrontendStates: {
      IDEnquiry: 31,
      nextAction: 'register',
      current: { ID: 2, stateCode: 'x', label: 'x' },
      steps: [{ code: 'registration', label: 'Registration', status: 'current' }],
    },
  },
})

function renderCards() {
  return renderWithProviders(<ParentEnquiries child={child} headingId="enquiries" />, {
    session: fakeSession({ status: 'ready', token: 't', me }),
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('an enquiry card tells one truth', () => {
  it("shows an enrolled child's class, level and start date, with no steps and no cancel", async () => {
    const api = mockGraphQL({
      findAllEnquiry: () => ({ data: { findAllEnquiry: { totalCount: 1, data: [enrolled] } } }),
      getEnquiryFrontendStates: flow,
      getTrialPeriodInvoice: () => ({ data: { getTrialPeriodInvoice: null } }),
      getMyWaitlistPositions: () => ({ data: { getMyWaitlistPositions: [] } }),
    })
    renderCards()
    const card = await screen.findByTestId('enquiry-card-31')
    const details = within(card).getByTestId('enrolment-details-31')
    expect(within(details).getByTestId('enrolled-class-31').textContent).toBe('N1 Sunflower · Full day')
    expect(within(details).getByTestId('enrolled-level-31').textContent).toBe('Nursery 1')
    expect(within(details).getByTestId('enrolled-start-31').textContent).toContain('2027')
    expect(within(card).queryByTestId('enquiry-steps')).toBeNull()
    expect(within(card).queryByTestId('enquiry-cancel-31')).toBeNull()
    expect(within(card).queryByTestId('enquiry-next-note')).toBeNull()
    expect(card.textContent).not.toContain('Wait-list')
    expect(api.callsOf('getEnquiryFrontendStates')).toEqual([])
  })

  it('says Wait-list, not Available Vacancy, while the family waits in the queue', async () => {
    mockGraphQL({
      findAllEnquiry: () => ({ data: { findAllEnquiry: { totalCount: 1, data: [enquiry()] } } }),
      getEnquiryFrontendStates: flow,
      getTrialPeriodInvoice: () => ({ data: { getTrialPeriodInvoice: null } }),
      getMyWaitlistPositions: () => ({
        data: {
          getMyWaitlistPositions: [
            {
              IDEnquiry: 31,
              childFirstname: 'Ethan',
              centreLabel: 'Little Steps @ Tampines',
              levelLabel: 'Nursery 1',
              enrollmentPlan: '2027-01-01',
              position: 5,
              queueLength: 6,
              expectedOfferMonth: null,
              reasons: [],
              offer: null,
            },
          ],
        },
      }),
    })
    renderCards()
    const vacancy = await screen.findByTestId('enquiry-vacancy-31')
    await vi.waitFor(() => expect(vacancy.textContent).toBe('Wait-list'))
    expect(screen.getByTestId('enquiry-cancel-31')).toBeTruthy()
  })
})
