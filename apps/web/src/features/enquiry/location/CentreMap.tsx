import 'leaflet/dist/leaflet.css'
import './centre-map.css'
import Box from '@mui/material/Box'
import * as L from 'leaflet'
import { useEffect, useRef } from 'react'
import { UNCHOSEN_COLOUR } from './colours'
import type { OfferedCentre } from './documents'
import {
  BOUNCE_MS,
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  FOCUS_ZOOM,
  MAP_ATTRIBUTION,
  MAP_TILE_URL,
  POSTAL_CODE_ZOOM,
} from './map-config'
import { centreIcon, postalCodeIcon } from './marker-icons'
import type { TickedCentre } from './use-centre-selection'

export interface PostalCodeMarker {
  code: string
  lat: number
  lng: number
  /** The marker's name and info window text. */
  label: string
}

export interface CentreMapProps {
  centres: OfferedCentre[]
  selected: number[]
  colours: string[]
  ticked: TickedCentre | null
  postalCode: PostalCodeMarker | null
  /** The map's accessible name. */
  label: string
}

/** The info window of a marker; built from text nodes, as names and addresses are data. */
function infoWindow(title: string, lines: string[]): HTMLElement {
  const root = document.createElement('div')
  const strong = document.createElement('strong')
  strong.textContent = title
  root.append(strong)
  for (const line of lines.filter(Boolean)) {
    const div = document.createElement('div')
    div.textContent = line
    root.append(div)
  }
  return root
}

/**
 * The centres on an OpenStreetMap map (Leaflet, loaded with this module only when the map is shown). Hovering a
 * marker shows its address (markers take no keyboard focus: the list below holds the same centres); a ticked centre bounces for 2 s and the map zooms to it; chosen centres
 * take their choice colour. Without tiles (offline) the markers still show on the grey background.
 */
export default function CentreMap({ centres, selected, colours, ticked, postalCode, label }: CentreMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  const markers = useRef(new Map<number, L.Marker>())
  const bouncing = useRef(new Set<number>())
  const home = useRef<L.Marker | null>(null)
  // The latest choice, for the bounce timer that repaints a marker after the render that started it.
  const choice = useRef({ selected, colours })
  choice.current = { selected, colours }

  const paint = (id: number) => {
    const marker = markers.current.get(id)
    if (!marker) return
    const position = choice.current.selected.indexOf(id)
    const colour = position >= 0 ? (choice.current.colours[position] ?? UNCHOSEN_COLOUR) : UNCHOSEN_COLOUR
    marker.setIcon(centreIcon(colour, bouncing.current.has(id)))
    marker.setZIndexOffset(position >= 0 || bouncing.current.has(id) ? 1000 : 0)
  }

  useEffect(() => {
    if (!container.current) return
    const created = L.map(container.current, {
      center: [DEFAULT_CENTER.lat, DEFAULT_CENTER.lng],
      zoom: DEFAULT_ZOOM,
      // The map sits in a long form: the wheel scrolls the page, buttons and gestures zoom.
      scrollWheelZoom: false,
    })
    L.tileLayer(MAP_TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 19 }).addTo(created)
    layer.current = L.layerGroup().addTo(created)
    map.current = created
    const all = markers.current
    return () => {
      created.remove()
      map.current = null
      layer.current = null
      home.current = null
      all.clear()
    }
  }, [])

  useEffect(() => {
    const group = layer.current
    if (!group) return
    group.clearLayers()
    markers.current.clear()
    for (const centre of centres) {
      const address = centre.addresses[0]
      if (address?.lat == null || address.lng == null) continue
      const marker = L.marker([address.lat, address.lng], {
        icon: centreIcon(UNCHOSEN_COLOUR, false),
        title: centre.label,
        riseOnHover: true,
        // Out of the tab order: the list below the map offers the same centres to the keyboard, with checkboxes.
        keyboard: false,
      })
      marker.bindTooltip(infoWindow(centre.label, [address.address, address.postcode]), { direction: 'top' })
      group.addLayer(marker)
      markers.current.set(centre.ID, marker)
    }
  }, [centres])

  useEffect(() => {
    for (const id of markers.current.keys()) paint(id)
    // paint reads the refs; the choice and the set of markers are what change the colours.
  }, [centres, selected, colours])

  useEffect(() => {
    if (!ticked) return
    const marker = markers.current.get(ticked.id)
    if (!marker || !map.current) return
    map.current.setView(marker.getLatLng(), FOCUS_ZOOM)
    const bouncingNow = bouncing.current
    bouncingNow.add(ticked.id)
    paint(ticked.id)
    const timer = setTimeout(() => {
      bouncingNow.delete(ticked.id)
      paint(ticked.id)
    }, BOUNCE_MS)
    return () => {
      clearTimeout(timer)
      bouncingNow.delete(ticked.id)
    }
  }, [ticked])

  useEffect(() => {
    if (!map.current) return
    home.current?.remove()
    home.current = null
    if (!postalCode) return
    const marker = L.marker([postalCode.lat, postalCode.lng], {
      icon: postalCodeIcon(),
      title: postalCode.label,
      zIndexOffset: 2000,
      keyboard: false,
    })
    marker.bindTooltip(infoWindow(postalCode.label, []), { direction: 'top' })
    marker.addTo(map.current)
    home.current = marker
    map.current.setView([postalCode.lat, postalCode.lng], Math.max(map.current.getZoom(), POSTAL_CODE_ZOOM))
  }, [postalCode])

  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      data-testid="map"
      sx={{
        height: { xs: 300, sm: 380 },
        width: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        // The background shown where tiles are missing (offline, or a tile server refusing).
        bgcolor: '#e5e7eb',
        zIndex: 0,
      }}
    />
  )
}
