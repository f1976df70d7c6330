import { describe, expect, it } from 'vitest'
import {
  CentreMsg,
  centreFilterSchema,
  centreSaveSchema,
  geocodeArgsSchema,
  MAX_NEARBY_POSTCODES,
} from './centres'
import { V } from './messages'

const valid = {
  centreData: {
    code: 'LS-SKG',
    ecdaCode: 'PT1111',
    label: 'Little Steps @ Sengkang',
    teacherRatio: 10,
    active: true,
  },
  addressData: { postcode: '540339', address: '339 Anchorvale Road', building: 'Anchorvale Village' },
  postcodes: ['544326'],
  levels: [{ fkLevel: 1, fkProgram: 2 }],
}
type Overrides = {
  centreData?: Record<string, unknown>
  addressData?: Record<string, unknown>
  postcodes?: unknown
  levels?: unknown
}
const input = (o: Overrides = {}) => ({
  centreData: { ...valid.centreData, ...o.centreData },
  addressData: { ...valid.addressData, ...o.addressData },
  postcodes: 'postcodes' in o ? o.postcodes : valid.postcodes,
  levels: 'levels' in o ? o.levels : valid.levels,
})
const issues = (o: Overrides) =>
  centreSaveSchema.safeParse(input(o)).error?.issues.map((i) => [i.path.join('.'), i.message])

describe('centreSaveSchema', () => {
  it('accepts a centre, trims texts, upper-cases the code and turns blanks into null', () => {
    const parsed = centreSaveSchema.parse(
      input({
        centreData: { code: ' ls-skg ', label: ' Sengkang ', ecdaCode: '  ' },
        addressData: { building: '', floor: ' 01 ', unit: null },
      }),
    )
    expect(parsed.centreData).toEqual({
      code: 'LS-SKG',
      ecdaCode: null,
      label: 'Sengkang',
      teacherRatio: 10,
      active: true,
    })
    expect(parsed.addressData).toEqual({
      postcode: '540339',
      address: '339 Anchorvale Road',
      building: null,
      floor: '01',
      unit: null,
      lat: null,
      lng: null,
    })
  })

  it('requires a code, a label and a teacher ratio', () => {
    expect(issues({ centreData: { code: '  ' } })).toEqual([['centreData.code', V.required]])
    expect(issues({ centreData: { label: '' } })).toEqual([['centreData.label', V.required]])
    expect(issues({ centreData: { teacherRatio: undefined } })).toEqual([
      ['centreData.teacherRatio', V.required],
    ])
  })

  it('allows letters, digits, - and _ in the code', () => {
    expect(issues({ centreData: { code: 'LS AMK' } })).toEqual([['centreData.code', CentreMsg.code]])
    expect(issues({ centreData: { code: '-AMK' } })).toEqual([['centreData.code', CentreMsg.code]])
    expect(issues({ centreData: { code: 'LS_AMK-2' } })).toBeUndefined()
  })

  it('keeps the teacher ratio a whole number from 1 to 99', () => {
    for (const teacherRatio of [0, -3, 1.5, 100]) {
      expect(issues({ centreData: { teacherRatio } })).toEqual([
        ['centreData.teacherRatio', CentreMsg.teacherRatio],
      ])
    }
    expect(issues({ centreData: { teacherRatio: 99 } })).toBeUndefined()
  })

  it('requires a 6-digit postal code and an address', () => {
    for (const postcode of ['56021', '5602150', 'S56021', '']) {
      expect(issues({ addressData: { postcode } })).toEqual([['addressData.postcode', CentreMsg.postalCode]])
    }
    expect(issues({ addressData: { address: ' ' } })).toEqual([['addressData.address', V.required]])
  })

  it('takes both coordinates or neither, within Singapore', () => {
    expect(issues({ addressData: { lat: 1.39 } })).toEqual([['addressData.lat', CentreMsg.coordinatesPair]])
    expect(issues({ addressData: { lng: 103.89 } })).toEqual([['addressData.lat', CentreMsg.coordinatesPair]])
    expect(issues({ addressData: { lat: 51.5, lng: -0.12 } })).toEqual([
      ['addressData.lat', CentreMsg.coordinates],
      ['addressData.lng', CentreMsg.coordinates],
    ])
    expect(issues({ addressData: { lat: 1.396793, lng: 103.888437 } })).toBeUndefined()
  })

  it('checks and de-duplicates nearby postal codes', () => {
    expect(issues({ postcodes: ['544326', '5443'] })).toEqual([['postcodes.1', CentreMsg.nearbyPostcode]])
    const many = Array.from({ length: MAX_NEARBY_POSTCODES + 1 }, (_, i) => String(540000 + i))
    expect(issues({ postcodes: many })).toEqual([['postcodes', CentreMsg.tooManyNearby]])
    expect(centreSaveSchema.parse(input({ postcodes: ['544326', ' 544326', '544964'] })).postcodes).toEqual([
      '544326',
      '544964',
    ])
    expect(centreSaveSchema.parse(input({ postcodes: null })).postcodes).toEqual([])
  })

  it('requires a programme for an active centre and drops repeated ones', () => {
    expect(issues({ levels: [] })).toEqual([['levels', CentreMsg.levelsRequired]])
    expect(issues({ levels: [], centreData: { active: false } })).toBeUndefined()
    // Said together with other mistakes, so the form shows them all at once.
    expect(issues({ levels: [], centreData: { teacherRatio: undefined } })).toEqual([
      ['centreData.teacherRatio', V.required],
      ['levels', CentreMsg.levelsRequired],
    ])
    const twice = [
      { fkLevel: 1, fkProgram: 2 },
      { fkLevel: 1, fkProgram: 2 },
      { fkLevel: 1, fkProgram: 3 },
    ]
    expect(centreSaveSchema.parse(input({ levels: twice })).levels).toEqual([twice[0], twice[2]])
  })
})

describe('geocodeArgsSchema', () => {
  it('takes a 6-digit postal code', () => {
    expect(geocodeArgsSchema.parse({ postalCode: ' 560215 ' })).toEqual({ postalCode: '560215' })
    expect(geocodeArgsSchema.safeParse({ postalCode: '56021A' }).error?.issues[0].message).toBe(
      CentreMsg.postalCode,
    )
  })
})

describe('centreFilterSchema', () => {
  it('drops empty values', () => {
    expect(centreFilterSchema.parse(undefined)).toEqual({ ID: null, active: null, search: null })
    expect(centreFilterSchema.parse({ search: '  ', active: false })).toEqual({
      ID: null,
      active: false,
      search: null,
    })
    expect(centreFilterSchema.parse({ search: ' kovan ' }).search).toBe('kovan')
  })
})
