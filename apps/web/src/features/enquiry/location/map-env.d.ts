interface ImportMetaEnv {
  /** The map's tile URL template ({z}/{x}/{y}), fixed at build time; OpenStreetMap's tiles when unset. */
  readonly VITE_MAP_TILE_URL?: string
}
