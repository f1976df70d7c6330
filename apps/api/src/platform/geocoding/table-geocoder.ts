import { readFileSync } from 'node:fs'
import type { GeocodeResult, Geocoder } from './geocoder'
import { postalSectorOf } from './postal-sectors'

/** The bundled table: real Singapore postal codes with their address and WGS84 coordinates, as OneMap gives them. */
const TABLE_URL = new URL('./sg-postcodes.json', import.meta.url)

interface TableRow {
  postalCode: string
  address: string
  building?: string
  lat: number
  lng: number
}

function isTableRow(value: unknown): value is TableRow {
  if (!value || typeof value !== 'object') return false
  const row = value as Record<string, unknown>
  return (
    typeof row.postalCode === 'string' &&
    /^\d{6}$/.test(row.postalCode) &&
    typeof row.address === 'string' &&
    (row.building === undefined || typeof row.building === 'string') &&
    typeof row.lat === 'number' &&
    typeof row.lng === 'number'
  )
}

/** Reads and checks the table; a malformed row is a packaging mistake, so it fails loudly. */
export function loadPostcodeTable(): ReadonlyMap<string, GeocodeResult> {
  const rows: unknown = JSON.parse(readFileSync(TABLE_URL, 'utf8'))
  if (!Array.isArray(rows)) throw new Error('sg-postcodes.json must hold an array')
  const table = new Map<string, GeocodeResult>()
  for (const row of rows) {
    if (!isTableRow(row)) throw new Error(`sg-postcodes.json: malformed row ${JSON.stringify(row)}`)
    if (table.has(row.postalCode)) throw new Error(`sg-postcodes.json: ${row.postalCode} is listed twice`)
    table.set(row.postalCode, {
      postalCode: row.postalCode,
      address: row.address,
      building: row.building ?? null,
      lat: row.lat,
      lng: row.lng,
    })
  }
  return table
}

/**
 * The table's places matching a search: postal codes starting with the text first, then addresses and building
 * names containing it (case-insensitive), each group in postal code order.
 */
export function searchTable(
  table: ReadonlyMap<string, GeocodeResult>,
  text: string,
  limit: number,
): GeocodeResult[] {
  const needle = text.trim().toLowerCase()
  if (!needle) return []
  const byPostcode: GeocodeResult[] = []
  const byName: GeocodeResult[] = []
  for (const row of table.values()) {
    if (row.postalCode.startsWith(needle)) byPostcode.push(row)
    else if (`${row.address} ${row.building ?? ''}`.toLowerCase().includes(needle)) byName.push(row)
  }
  const inOrder = (a: GeocodeResult, b: GeocodeResult) => a.postalCode.localeCompare(b.postalCode)
  return [...byPostcode.sort(inOrder), ...byName.sort(inOrder)].slice(0, limit)
}

/** A valid code the table does not list: its postal sector's approximate centre, flagged as approximate. */
export function sectorPlace(postalCode: string): GeocodeResult | null {
  const sector = postalSectorOf(postalCode)
  return sector
    ? {
        postalCode,
        address: `Postal sector ${postalCode.slice(0, 2)} (${sector.area})`,
        building: null,
        lat: sector.lat,
        lng: sector.lng,
        approximate: true,
      }
    : null
}

/** The embedded geocoder: works offline, for development, tests and demos. Loads the table on first use. */
export function createTableGeocoder(): Geocoder {
  let table: ReadonlyMap<string, GeocodeResult> | undefined
  const loaded = () => (table ??= loadPostcodeTable())
  return {
    async lookup(postalCode) {
      return loaded().get(postalCode) ?? sectorPlace(postalCode)
    },
    async search(text, limit) {
      return searchTable(loaded(), text, limit)
    },
  }
}
