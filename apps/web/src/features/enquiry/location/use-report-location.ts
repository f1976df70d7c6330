import { useEffect, useRef } from 'react'

export interface LatLng {
  lat: number
  lng: number
}

/** Tells the form where the family is whenever that changes (not on every render), null when unknown. */
export function useReportLocation(
  location: LatLng | null,
  onLocationChange: (location: LatLng | null) => void,
) {
  const reported = useRef<string>('null')
  const report = useRef(onLocationChange)
  report.current = onLocationChange
  const lat = location?.lat
  const lng = location?.lng
  useEffect(() => {
    const next = lat === undefined || lng === undefined ? null : { lat, lng }
    const key = JSON.stringify(next)
    if (key === reported.current) return
    reported.current = key
    report.current(next)
  }, [lat, lng])
}
