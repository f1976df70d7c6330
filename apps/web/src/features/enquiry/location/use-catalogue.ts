import { useCallback, useState } from 'react'
import type { OfferedCentre } from './documents'

interface Catalogue {
  key: string
  centres: ReadonlyMap<number, OfferedCentre>
}

const EMPTY: ReadonlyMap<number, OfferedCentre> = new Map()

/**
 * Every centre shown for the current criteria (all radius searches made with them), by ID: the chosen centres'
 * cards and codes come from here, and a chosen centre not in it is no longer on offer. A change of criteria
 * starts afresh; `ready` says a list has arrived for them.
 */
export function useCatalogue(key: string) {
  const [catalogue, setCatalogue] = useState<Catalogue>({ key: '', centres: EMPTY })
  const add = useCallback(
    (list: readonly OfferedCentre[]) =>
      setCatalogue((previous) => {
        const base = previous.key === key ? previous.centres : EMPTY
        if (previous.key === key && list.every((centre) => base.get(centre.ID) === centre)) return previous
        const centres = new Map(base)
        for (const centre of list) centres.set(centre.ID, centre)
        return { key, centres }
      }),
    [key],
  )
  const ready = catalogue.key === key
  return { centres: ready ? catalogue.centres : EMPTY, ready, add }
}
