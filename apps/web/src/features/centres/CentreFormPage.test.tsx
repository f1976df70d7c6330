import '../../i18n'
import { CentreMsg, V } from '@preschool/domain'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildCentre, centreDetail, offerableLevels, renderCentres, stubGraphQL } from './test-fixtures'

const session = vi.hoisted(() => ({ hq: true }))
vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({
    me: { fkSchool: 3 },
    // Head office holds centres.create (the catalogue's school-wide rule); centre staff hold the rest.
    can: (key: string) => key !== 'centres.create' || session.hq,
  }),
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.hq = true
})

const anchorvale = {
  postalCode: '540339',
  address: '339 Anchorvale Road',
  building: 'Anchorvale Village',
  lat: 1.396793,
  lng: 103.888437,
}
const geocode = (variables: Record<string, unknown>) => ({
  data: { geocodePostalCode: variables.postalCode === '540339' ? anchorvale : null },
})
const levels = { data: { getLevelsForSchool: offerableLevels } }
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement
const helperOf = (testId: string) =>
  input(testId).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent

describe('CentreFormPage', () => {
  it('creates a centre without an ID, filling the address from the postal code', async () => {
    const api = stubGraphQL({
      OfferableLevels: levels,
      GeocodePostalCode: geocode,
      SaveCentre: { data: { insertOrUpdateCentreForSchool: { ID: 9 } } },
      CentreDetail: centreDetail([buildCentre({ ID: 9 })]),
    })
    const user = renderCentres('/settings/centremanagement/add')
    await user.type(input('centre-code'), 'ls-skg')
    await user.type(input('centre-label'), 'Little Steps @ Sengkang')
    await user.type(input('centre-teacher-ratio'), '10')
    await user.type(input('centre-postcode'), '540339')
    await waitFor(() => expect(input('centre-address').value).toBe('339 Anchorvale Road'))
    expect(input('centre-building').value).toBe('Anchorvale Village')
    expect(input('centre-lat').value).toBe('1.396793')
    expect(screen.getByTestId('centre-postcode-status').textContent).toBe(
      'Address filled in from the postal code',
    )
    await user.type(input('centre-nearby-input'), '544326{Enter}')
    await user.type(input('centre-nearby-input'), '544326{Enter}')
    expect(within(screen.getByTestId('centre-nearby-list')).getAllByRole('button')).toHaveLength(1)
    await user.click(await screen.findByTestId('centre-offer-3-31'))
    await user.click(screen.getByTestId('centre-save'))

    expect((await screen.findByTestId('centres-notice')).textContent).toContain(
      'Centre Little Steps @ Sengkang saved',
    )
    const [save] = api.sent('SaveCentre')
    expect('centreID' in save.variables).toBe(false)
    expect(save.variables).toEqual({
      IDSchool: 3,
      centreData: {
        code: 'LS-SKG',
        ecdaCode: null,
        label: 'Little Steps @ Sengkang',
        teacherRatio: 10,
        active: true,
      },
      addressData: {
        postcode: '540339',
        address: '339 Anchorvale Road',
        building: 'Anchorvale Village',
        floor: null,
        unit: null,
        lat: 1.396793,
        lng: 103.888437,
      },
      postcodes: ['544326'],
      levels: [{ fkLevel: 3, fkProgram: 31 }],
    })
    // The postal code look-up waits for typing to pause: slow on a busy machine.
  })

  it("shows each rule's message and sends nothing while the form is invalid", async () => {
    const api = stubGraphQL({ OfferableLevels: levels, GeocodePostalCode: geocode })
    const user = renderCentres('/settings/centremanagement/add')
    await screen.findByTestId('centre-offer-3-31')
    await user.click(screen.getByTestId('centre-save'))
    await waitFor(() => expect(helperOf('centre-code')).toBe(V.required))
    expect(helperOf('centre-label')).toBe(V.required)
    expect(helperOf('centre-teacher-ratio')).toBe(V.required)
    expect(helperOf('centre-address')).toBe(V.required)
    expect(screen.getByTestId('centre-postcode-status').textContent).toBe(CentreMsg.postalCode)
    expect(screen.getByTestId('centre-offer-error').textContent).toBe(CentreMsg.levelsRequired)

    await user.type(input('centre-code'), 'LS AMK')
    await user.type(input('centre-teacher-ratio'), '0')
    await user.type(input('centre-lat'), '1.39')
    await user.click(screen.getByTestId('centre-save'))
    await waitFor(() => expect(helperOf('centre-code')).toBe(CentreMsg.code))
    expect(helperOf('centre-teacher-ratio')).toBe(CentreMsg.teacherRatio)
    expect(helperOf('centre-lat')).toBe(CentreMsg.coordinatesPair)

    await user.type(input('centre-nearby-input'), '5443')
    await user.click(screen.getByTestId('centre-nearby-add'))
    expect(helperOf('centre-nearby-input')).toBe(CentreMsg.nearbyPostcode)
    expect(api.sent('SaveCentre')).toHaveLength(0)
  })

  it('says when the postal code is not known', async () => {
    stubGraphQL({ OfferableLevels: levels, GeocodePostalCode: geocode })
    const user = renderCentres('/settings/centremanagement/add')
    await user.type(input('centre-postcode'), '999999')
    await waitFor(() =>
      expect(screen.getByTestId('centre-postcode-status').textContent).toBe(CentreMsg.postalCodeUnknown),
    )
    expect(input('centre-address').value).toBe('')
  })

  it('edits the centre with its ID, without looking its postal code up, and shows refusals by the field', async () => {
    const api = stubGraphQL({
      OfferableLevels: levels,
      GeocodePostalCode: geocode,
      CentreDetail: centreDetail([buildCentre()]),
      SaveCentre: {
        data: null,
        errors: [
          {
            message: CentreMsg.codeTaken,
            extensions: { code: 'CONFLICT', fields: { 'centreData.code': CentreMsg.codeTaken } },
          },
        ],
      },
    })
    const user = renderCentres('/settings/centremanagement/edit/7')
    expect(((await screen.findByTestId('centre-code')) as HTMLInputElement).value).toBe('LS-SKG')
    expect(input('centre-postcode').value).toBe('540339')
    expect(screen.getByTestId('centre-nearby-544326')).toBeTruthy()
    expect((await screen.findByTestId('centre-offer-3-31')) as HTMLInputElement).toHaveProperty(
      'checked',
      true,
    )
    await user.click(screen.getByTestId('centre-offer-5-51'))
    await user.click(screen.getByTestId('centre-save'))

    await waitFor(() => expect(helperOf('centre-code')).toBe(CentreMsg.codeTaken))
    expect(api.sent('CentreDetail')[0].variables).toEqual({ IDSchool: 3, centreID: 7 })
    const [save] = api.sent('SaveCentre')
    expect(save.variables).toMatchObject({
      IDSchool: 3,
      centreID: 7,
      postcodes: ['544326'],
      levels: [
        { fkLevel: 3, fkProgram: 31 },
        { fkLevel: 5, fkProgram: 51 },
      ],
    })
    expect(api.sent('GeocodePostalCode')).toHaveLength(0)
  })

  it('says so when the centre to edit is not in reach', async () => {
    stubGraphQL({ OfferableLevels: levels, CentreDetail: centreDetail([]) })
    renderCentres('/settings/centremanagement/edit/99')
    expect((await screen.findByTestId('centre-not-found')).textContent).toBe(
      'This centre does not exist or has been deleted.',
    )
  })

  it('tells staff outside head office that only head office adds centres', async () => {
    session.hq = false
    stubGraphQL({ OfferableLevels: levels })
    renderCentres('/settings/centremanagement/add')
    expect((await screen.findByTestId('centre-add-hq-only')).textContent).toBe(
      'Only head office staff can add centres.',
    )
    expect(screen.queryByTestId('centre-form')).toBeNull()
  })
})
