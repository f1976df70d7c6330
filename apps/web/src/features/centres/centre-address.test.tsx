import '../../i18n'
import { CentreMsg } from '@preschool/domain'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildCentre, centreDetail, offerableLevels, renderCentres, stubGraphQL } from './test-fixtures'

vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({ me: { fkSchool: 3, isHQStaff: true }, can: () => true }),
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const places: Record<string, unknown> = {
  '560628': {
    postalCode: '560628',
    address: 'Blk 628 Ang Mo Kio Avenue 4',
    building: null,
    lat: 1.380988,
    lng: 103.840628,
    approximate: false,
  },
  '018936': {
    postalCode: '018936',
    address: 'Postal sector 01 (Raffles Place, Marina)',
    building: null,
    lat: 1.2838,
    lng: 103.8515,
    approximate: true,
  },
}
const geocode = (variables: Record<string, unknown>) => ({
  data: { geocodePostalCode: places[String(variables.postalCode)] ?? null },
})
const levels = { data: { getLevelsForSchool: offerableLevels } }
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement
const helperOf = (testId: string) =>
  input(testId).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent

describe('the centre form’s address', () => {
  it('clears the latitude’s pair error once both coordinates are filled', async () => {
    stubGraphQL({ OfferableLevels: levels, GeocodePostalCode: geocode })
    const user = renderCentres('/settings/centremanagement/add')
    await screen.findByTestId('centre-offer-3-31')
    await user.type(input('centre-lat'), '1.39')
    await user.click(screen.getByTestId('centre-save'))
    await waitFor(() => expect(helperOf('centre-lat')).toBe(CentreMsg.coordinatesPair))
    await user.type(input('centre-lng'), '103.89')
    await waitFor(() => expect(helperOf('centre-lat')).not.toBe(CentreMsg.coordinatesPair))
  })

  it('replaces the old street address with the new postal code’s', async () => {
    stubGraphQL({
      OfferableLevels: levels,
      GeocodePostalCode: geocode,
      CentreDetail: centreDetail([buildCentre()]),
    })
    const user = renderCentres('/settings/centremanagement/edit/7')
    const address = await screen.findByTestId('centre-address')
    await waitFor(() => expect((address as HTMLInputElement).value).not.toBe(''))
    await user.clear(input('centre-postcode'))
    await user.type(input('centre-postcode'), '560628')
    await waitFor(() => expect(input('centre-address').value).toBe('Blk 628 Ang Mo Kio Avenue 4'))
    expect(input('centre-building').value).toBe('')
    // An unknown code leaves no stale street behind: the user types the new one.
    await user.clear(input('centre-postcode'))
    await user.type(input('centre-postcode'), '999999')
    await waitFor(() =>
      expect(screen.getByTestId('centre-postcode-status').textContent).toBe(CentreMsg.postalCodeUnknown),
    )
    expect(input('centre-address').value).toBe('')
  })

  it('takes a code the table does not list at its sector’s approximate position, and says so', async () => {
    stubGraphQL({ OfferableLevels: levels, GeocodePostalCode: geocode })
    const user = renderCentres('/settings/centremanagement/add')
    await user.type(input('centre-postcode'), '018936')
    await waitFor(() => expect(input('centre-lat').value).toBe('1.2838'))
    expect(input('centre-address').value).toBe('')
    expect(screen.getByTestId('centre-postcode-status').textContent).toContain(
      'Approximate position of Postal sector 01 (Raffles Place, Marina)',
    )
  })
})
