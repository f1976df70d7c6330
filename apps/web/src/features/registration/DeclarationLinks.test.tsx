import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders } from '../../test/render'
import { DeclarationLinks } from './DeclarationLinks'

const config = (values: Record<string, string>) => ({
  data: {
    findAllSchoolConfig: {
      totalCount: Object.keys(values).length,
      data: Object.entries(values).map(([key, value], i) => ({ ID: i + 1, fkSchool: 3, key, value })),
    },
    findSchool: { ID: 3, name: 'Little Oaks' },
  },
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('DeclarationLinks', () => {
  it("links the declaration's boxes to the school's terms of enrolment and privacy policy, in a new tab", async () => {
    mockGraphQL({
      findAllSchoolConfig: () =>
        config({
          enrolment_terms_url: '/brand/x/terms.html',
          privacy_policy_url: 'https://example.sg/privacy',
        }),
    })
    renderWithProviders(<DeclarationLinks fkSchool={3} />)
    const terms = await screen.findByTestId('reg-terms-link')
    expect(terms.textContent).toBe('Terms and conditions of enrolment')
    expect(terms.getAttribute('href')).toBe('/brand/x/terms.html')
    expect(terms.getAttribute('target')).toBe('_blank')
    expect(screen.getByTestId('reg-privacy-link').getAttribute('href')).toBe('https://example.sg/privacy')
  })

  it('leaves out a link the school has not set', async () => {
    mockGraphQL({
      findAllSchoolConfig: () => config({ enrolment_terms_url: '/terms', privacy_policy_url: ' ' }),
    })
    renderWithProviders(<DeclarationLinks fkSchool={3} />)
    expect((await screen.findByTestId('reg-terms-link')).getAttribute('href')).toBe('/terms')
    expect(screen.queryByTestId('reg-privacy-link')).toBeNull()
  })
})
