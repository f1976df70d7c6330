import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../../test/graphql-mock'
import { renderWithProviders } from '../../../test/render'
import { DocumentSummaryRecord } from './DocumentSummaryRecord'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const summary = {
  IDEnquiry: 7,
  IDChild: 70,
  stateCode: 'registration',
  stateLabel: 'Registration',
  childName: 'Mei Tan',
  childDateOfBirth: '2022-03-04',
  birthCertificate: null,
  parentName: 'Lin Tan',
  parentEmail: 'lin@example.com',
  centreLabel: 'Bukit Timah',
  levelLabel: 'Nursery 1',
  enrollmentPlan: 'full_day',
  canUpload: true,
  canSubmit: false,
  canConsent: false,
}

const view = (
  <DocumentSummaryRecord enquiryId={7} testId="docs">
    {(loaded) => <p data-testid="docs-child">{loaded.childName}</p>}
  </DocumentSummaryRecord>
)

describe('DocumentSummaryRecord', () => {
  it("reads the enquiry's summary and hands it to the page", async () => {
    const api = mockGraphQL({
      getEnquiryDocumentSummary: () => ({ data: { getEnquiryDocumentSummary: summary } }),
    })
    renderWithProviders(view)
    expect((await screen.findByTestId('docs-child')).textContent).toBe('Mei Tan')
    expect(api.callsOf('getEnquiryDocumentSummary')[0]?.variables).toEqual({ IDEnquiry: 7 })
  })

  it("shows the server's refusal instead of the page", async () => {
    mockGraphQL({ getEnquiryDocumentSummary: () => gqlError('unauthorized', 'FORBIDDEN') })
    renderWithProviders(view)
    expect((await screen.findByTestId('docs-load-error')).textContent).toContain('unauthorized')
    expect(screen.queryByTestId('docs-child')).toBeNull()
  })
})
