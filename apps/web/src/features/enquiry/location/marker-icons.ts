import * as L from 'leaflet'
import { POSTAL_CODE_COLOUR } from './colours'

/** Markers are inline SVG (L.divIcon): no image is downloaded, and the colour is a parameter. */
const MARKER_CLASS = 'enquiry-map-marker'
export const BOUNCE_CLASS = 'enquiry-map-marker--bounce'

const pin = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="-2 -2 32 44" aria-hidden="true" focusable="false">` +
  `<path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="${fill}" stroke="#ffffff" stroke-width="2"/>` +
  `<circle cx="14" cy="14" r="5.5" fill="#ffffff"/></svg>`

/** A centre: a pin in its choice colour (grey when not chosen), bouncing for a moment after it is ticked. */
export const centreIcon = (colour: string, bouncing: boolean) =>
  L.divIcon({
    className: bouncing ? `${MARKER_CLASS} ${BOUNCE_CLASS}` : MARKER_CLASS,
    html: pin(colour),
    iconSize: [28, 40],
    iconAnchor: [14, 40],
    tooltipAnchor: [0, -36],
  })

/** The family's postal code: a round house badge, so it is never taken for a centre whatever the colours. */
export const postalCodeIcon = () =>
  L.divIcon({
    className: `${MARKER_CLASS} enquiry-map-marker--home`,
    html:
      `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30" aria-hidden="true" focusable="false">` +
      `<circle cx="15" cy="15" r="13" fill="${POSTAL_CODE_COLOUR}" stroke="#ffffff" stroke-width="3"/>` +
      `<path d="M15 8l-7 6h2v7h4v-4h2v4h4v-7h2z" fill="#ffffff"/></svg>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    tooltipAnchor: [0, -15],
  })
