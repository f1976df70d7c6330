import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import CentreMap from './CentreMap'
import type { OfferedCentre } from './documents'
import { BOUNCE_MS } from './map-config'
import { BOUNCE_CLASS } from './marker-icons'

const centre = (ID: number, label: string, lat: number): OfferedCentre =>
  ({
    ID,
    label,
    code: `LS-${ID}`,
    distance: null,
    addresses: [{ ID, address: `Blk ${ID} Ang Mo Kio Avenue 4`, postcode: '560628', lat, lng: 103.84 }],
  }) as OfferedCentre

const centres = [centre(1, 'Little Steps @ Ang Mo Kio', 1.37), centre(2, 'Little Steps @ Bishan', 1.35)]
const home = { code: '560628', lat: 1.36, lng: 103.84, label: '560628 Blk 628 Ang Mo Kio Avenue 4' }

describe('CentreMap', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('shows a marker per centre and one for the postal code, none of them in the tab order', () => {
    const { container } = render(
      <CentreMap centres={centres} selected={[]} colours={[]} ticked={null} postalCode={home} label="Map" />,
    )
    const markers = [...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon')]
    expect(markers.map((m) => m.getAttribute('title'))).toEqual([
      'Little Steps @ Ang Mo Kio',
      'Little Steps @ Bishan',
      home.label,
    ])
    for (const marker of markers) expect(marker.tabIndex).toBe(-1)
  })

  it('bounces a ticked centre for 2 s', () => {
    vi.useFakeTimers()
    const view = (ticked: { id: number; seq: number } | null, selected: number[]) => (
      <CentreMap
        centres={centres}
        selected={selected}
        colours={['#0277bd']}
        ticked={ticked}
        postalCode={null}
        label="Map"
      />
    )
    const { container, rerender } = render(view(null, []))
    rerender(view({ id: 2, seq: 1 }, [2]))
    const bouncing = () =>
      [...container.querySelectorAll('.leaflet-marker-icon')]
        .filter((m) => m.classList.contains(BOUNCE_CLASS))
        .map((m) => m.getAttribute('title'))
    expect(bouncing()).toEqual(['Little Steps @ Bishan'])
    act(() => vi.advanceTimersByTime(BOUNCE_MS - 1))
    expect(bouncing()).toEqual(['Little Steps @ Bishan'])
    act(() => vi.advanceTimersByTime(1))
    expect(bouncing()).toEqual([])
  })
})
