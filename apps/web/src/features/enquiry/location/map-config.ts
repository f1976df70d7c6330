/** OpenStreetMap's own tile server: fine for a demo, not for heavy use (see its tile usage policy). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** The tile URL template, configurable at build time (VITE_MAP_TILE_URL) for a tile server of one's own. */
export const MAP_TILE_URL = import.meta.env.VITE_MAP_TILE_URL?.trim() || DEFAULT_MAP_TILE_URL

/** OpenStreetMap's data licence asks for this credit on every map that shows it. */
export const MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

/** Singapore, as the whole island fits at zoom 10 (spec 000 section 2, Map). */
export const DEFAULT_CENTER = { lat: 1.3521, lng: 103.8198 } as const
export const DEFAULT_ZOOM = 10
/** The zoom a ticked centre is shown at, and how long its marker bounces. */
export const FOCUS_ZOOM = 17
export const BOUNCE_MS = 2000
/** The zoom the map moves to for the family's postal code, unless it is already closer. */
export const POSTAL_CODE_ZOOM = 13
