import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import BroadcastFormPage from './BroadcastFormPage'

afterEach(() => vi.unstubAllGlobals())

// The flag says head office while the server's `can` list may say otherwise: the page follows the catalogue.
function renderNew(permissions: string[]) {
  mockGraphQL({ searchBroadcastingScope: () => ({ data: { searchBroadcastingScope: [] } }) })
  return renderWithProviders(<BroadcastFormPage />, {
    path: '/broadcast/create',
    session: staffSession(permissions, { isHQStaff: true }),
  })
}

describe('BroadcastFormPage', () => {
  it("offers the whole school only to callers the catalogue lets send school-wide (the server's can list)", async () => {
    const centre = renderNew(['broadcasts.write'])
    expect(await screen.findByTestId('broadcast-scope-search')).toBeTruthy()
    expect(screen.queryByTestId('broadcast-scope-school')).toBeNull()
    centre.unmount()
    renderNew(['broadcasts.write', 'broadcasts.writeSchoolWide'])
    expect(await screen.findByTestId('broadcast-scope-school')).toBeTruthy()
  })
})
