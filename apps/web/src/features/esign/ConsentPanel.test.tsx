import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { fakeSession, renderWithProviders } from '../../test/render'
import { ConsentPanel } from './ConsentPanel'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const form = (linksExpired: boolean) => ({
  getConsentForm: {
    ID: 5,
    eDocumentStatus: 'Pending',
    contentSha256: 'abc',
    signedDocumentAvailable: false,
    linksExpired,
    participants: [
      {
        ID: 9,
        displayName: 'Test Parent',
        order: 1,
        email: 'parent@example.com',
        role: 'applicant',
        status: 'Sent',
        signedAt: null,
      },
    ],
  },
})

const renderPanel = (centreSigner?: { displayName: string; email: string }) =>
  renderWithProviders(
    <ConsentPanel
      enquiryId={7}
      canCreate
      applicant={{ parentName: 'Test Parent', parentEmail: 'parent@example.com' }}
      centreSigner={centreSigner}
    />,
    { session: fakeSession({ status: 'ready' }) },
  )

const labelOf = (testId: string) =>
  screen.getByTestId(testId).closest('.MuiFormControl-root')?.querySelector('label')?.textContent

describe('the form that sends the consent', () => {
  it("speaks to the parent on the parent's page", async () => {
    mockGraphQL({ getConsentForm: () => ({ data: { getConsentForm: null } }) })
    renderPanel()
    await screen.findByTestId('consent-request')
    expect(labelOf('consent-applicant-name')).toMatch(/^Your name/)
    expect(labelOf('consent-applicant-email')).toMatch(/^Your email/)
  })

  it("names the parent, not 'you', on the staff page that sends it for the family", async () => {
    mockGraphQL({ getConsentForm: () => ({ data: { getConsentForm: null } }) })
    renderPanel({ displayName: 'Centre Staff', email: 'staff@example.com' })
    await screen.findByTestId('consent-request')
    expect(labelOf('consent-applicant-name')).toMatch(/^Parent's name/)
    expect(labelOf('consent-applicant-email')).toMatch(/^Parent's email/)
  })
})

describe('the consent panel of a sent form', () => {
  it('offers to send the form again once its signing link expired', async () => {
    mockGraphQL({ getConsentForm: () => ({ data: form(true) }) })
    renderPanel()
    expect((await screen.findByTestId('consent-links-expired')).textContent).toBe(
      'The signing link has expired. Send the form again to start over.',
    )
    expect(screen.getByTestId('consent-request')).toBeTruthy()
  })

  it('shows only the signers while the link is live', async () => {
    mockGraphQL({ getConsentForm: () => ({ data: form(false) }) })
    renderPanel()
    expect((await screen.findByTestId('consent-participant-1')).textContent).toContain('Sent')
    expect(screen.queryByTestId('consent-request')).toBeNull()
    expect(screen.queryByTestId('consent-links-expired')).toBeNull()
  })
})
