import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CENTRE_SEARCH_RADIUS_KM } from '@preschool/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../../i18n'
import { testQueryClient } from '../../../shell/test/render-app'
import { mockGraphQL } from '../../../test/graphql-mock'
import { LocationSection } from './LocationSection'

const centre = (ID: number, label: string, distance: number | null) => ({
  ID,
  label,
  code: `LS-${ID}`,
  distance,
  addresses: [{ ID, address: `Blk ${ID} Ang Mo Kio Avenue 4`, postcode: '560628', lat: 1.37, lng: 103.84 }],
})

const list = (field: string, centres: ReturnType<typeof centre>[]) => ({
  data: { [field]: { totalCount: centres.length, data: centres } },
})

function renderMapMode() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <LocationSection
        fkSchool={2}
        enrollmentDate="2027-01-01"
        levelId={3}
        programId={31}
        nationality={null}
        radiusSearch={false}
        selected={[]}
        onSelectedChange={() => undefined}
        onLocationChange={() => undefined}
      />
    </QueryClientProvider>,
  )
}

describe('the map mode of the Location section', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("lists the school's centres, then those within 7 km of the postal code, nearest first", async () => {
    const network = mockGraphQL({
      findAllEnrollmentCentresForSchool: () =>
        list('findAllEnrollmentCentresForSchool', [
          centre(1, 'Little Steps @ Ang Mo Kio', null),
          centre(2, 'Little Steps @ Jurong', null),
          centre(3, 'Little Steps @ Bishan', null),
        ]),
      geocodePostalCode: () => ({
        data: {
          geocodePostalCode: { postalCode: '560628', address: 'Blk 628 Ang Mo Kio', lat: 1.37, lng: 103.84 },
        },
      }),
      findAllCentreByDistance: () =>
        list('findAllCentreByDistance', [
          centre(1, 'Little Steps @ Ang Mo Kio', 0.2),
          centre(3, 'Little Steps @ Bishan', 3.1),
        ]),
    })
    const user = userEvent.setup()
    renderMapMode()
    expect(await screen.findByTestId('centre-option-2')).toBeTruthy()

    await user.type(screen.getByTestId('location-postal-code'), '560628')
    await waitFor(() => expect(screen.queryByTestId('centre-option-2')).toBeNull())
    const options = screen.getAllByTestId(/^centre-option-\d+$/)
    expect(options.map((o) => o.getAttribute('data-testid'))).toEqual(['centre-option-1', 'centre-option-3'])
    expect(within(screen.getByTestId('centre-row-3')).getByText('3.1 km')).toBeTruthy()
    const [search] = network.callsOf('findAllCentreByDistance')
    expect(search.variables).toMatchObject({
      postalCode: '560628',
      radius: CENTRE_SEARCH_RADIUS_KM,
      enrollmentDate: '2027-01-01',
      level: 3,
      filter: { fkSchool: 2, program: 31 },
    })
    expect(CENTRE_SEARCH_RADIUS_KM).toBe(7)
  })
})
