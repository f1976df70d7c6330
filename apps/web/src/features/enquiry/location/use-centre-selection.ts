import { CENTRE_LIMIT_TOOLTIP_MS, MAX_INTERESTED_CENTRES } from '@preschool/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { OfferedCentre } from './documents'

/** A centre just ticked: the map shows it (each tick is a new `seq`, so ticking it again shows it again). */
export interface TickedCentre {
  id: number
  seq: number
}

interface Options {
  selected: number[]
  /** Every centre the section has shown for the current criteria, by ID: where codes and names come from. */
  centres: ReadonlyMap<number, OfferedCentre>
  onSelectedChange: (ids: number[], codes: string[]) => void
}

/**
 * Ticking and unticking centres, up to the spec's three. Trying to tick a fourth shows the limit tooltip beside
 * that centre for 5 s instead.
 */
export function useCentreSelection({ selected, centres, onSelectedChange }: Options) {
  const [limitFor, setLimitFor] = useState<number | null>(null)
  const [ticked, setTicked] = useState<TickedCentre | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const report = useCallback(
    (ids: number[]) =>
      onSelectedChange(
        ids,
        ids.map((id) => centres.get(id)?.code ?? ''),
      ),
    [centres, onSelectedChange],
  )

  const full = selected.length >= MAX_INTERESTED_CENTRES

  const showLimit = useCallback((id: number) => {
    clearTimeout(timer.current)
    setLimitFor(id)
    timer.current = setTimeout(() => setLimitFor(null), CENTRE_LIMIT_TOOLTIP_MS)
  }, [])

  const toggle = useCallback(
    (id: number) => {
      if (selected.includes(id)) {
        report(selected.filter((other) => other !== id))
        return
      }
      if (selected.length >= MAX_INTERESTED_CENTRES) {
        showLimit(id)
        return
      }
      report([...selected, id])
      setTicked((previous) => ({ id, seq: (previous?.seq ?? 0) + 1 }))
    },
    [report, selected, showLimit],
  )

  const remove = useCallback(
    (id: number) => report(selected.filter((other) => other !== id)),
    [report, selected],
  )

  return { full, limitFor, ticked, toggle, remove, showLimit, report }
}
