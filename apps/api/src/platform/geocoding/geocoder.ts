/** A postal code's address and map position, as the geocoder knows it. */
export interface GeocodeResult {
  postalCode: string
  /** Street address: block or house number and road ('Blk 215 Ang Mo Kio Avenue 1'). */
  address: string
  /** The building's name when it has one (a mall, a condominium, a school); null for most HDB blocks. */
  building: string | null
  lat: number
  lng: number
  /**
   * Only the postal sector's approximate centre is known (the code is valid but not in the bundled table): the
   * address names the sector, and a person should check or type the coordinates.
   */
  approximate?: boolean
}

/**
 * Postal code to address and coordinates, and place search: the bundled table of Singapore postal codes by default, OneMap in
 * production (GEOCODER=onemap). Resolves null for a postal code it does not know; rejects with
 * GeocoderUnavailableError when it cannot answer at all (the remote service is down).
 */
export interface Geocoder {
  lookup(postalCode: string): Promise<GeocodeResult | null>
  /**
   * Places in Singapore matching what a person types: a postal code (or its first digits), a street address or a
   * building name, in any case; at most `limit`, best first. Empty when nothing matches.
   */
  search(text: string, limit: number): Promise<GeocodeResult[]>
}

export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GeocoderUnavailableError'
  }
}
