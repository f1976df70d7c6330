import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import AdmissionListPage from './AdmissionListPage'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const admission = (ID: number, childFirstname: string, source: string) => ({
  ID,
  firstname: 'Rachel',
  lastname: 'Tan',
  childFirstname,
  childLastname: 'Tan',
  pendingRegisterSince: '2026-11-02T02:00:00.000Z',
  source,
  createdAt: '2026-11-01T02:00:00.000Z',
  enrollmentPlan: '2027-01-01',
  stageCode: 'enrolled',
  familyBlacklisted: false,
  centre: { ID: 2, label: 'Tampines' },
  level: { ID: 3, label: 'Nursery 1' },
  child: { birthCertificate: 'T2300001A' },
  user: { email: 'rachel@example.com', mobilePhone: '91234567', mobilePhoneCountryCode: '+65' },
  admissionStatus: { stateCode: 'enrolled', label: 'Enrolled' },
})

const handlers = () => ({
  getAdmissionFilters: () => ({
    data: { getAdmissionFilters: { centres: [], levels: [], stages: [] } },
  }),
  findAllAdmission: () => ({
    data: {
      findAllAdmission: {
        totalCount: 1,
        stageCounts: [],
        data: [admission(1, 'Ethan', 'enquiry_form')],
      },
    },
  }),
  searchAdmissions: () => ({ data: { searchAdmissions: [admission(2, 'Sophia', 'something_new')] } }),
})

describe('the admissions list', () => {
  it('names where an enquiry came from in words, not its code', async () => {
    mockGraphQL(handlers())
    renderWithProviders(<AdmissionListPage />, {
      url: '/pre-enrolment',
      session: staffSession(['admissions.list']),
    })
    const row = await screen.findByText('Enquiry form')
    expect(row).toBeTruthy()
    expect(screen.queryByText('enquiry_form')).toBeNull()
  })

  it('searches every stage by child, parent, email or birth certificate', async () => {
    const api = mockGraphQL(handlers())
    renderWithProviders(<AdmissionListPage />, {
      url: '/pre-enrolment?q=soph',
      session: staffSession(['admissions.list']),
    })
    expect(await screen.findByText('Sophia Tan')).toBeTruthy()
    expect(screen.getByText('Other')).toBeTruthy()
    expect(api.callsOf('searchAdmissions')[0].variables).toEqual({ q: 'soph' })
  })
})
