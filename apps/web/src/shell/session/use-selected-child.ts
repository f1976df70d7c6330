import { useCallback, useState } from 'react'
import { readStore, writeStore } from '../../lib/store'

/** The child a parent is looking at, kept in the store so it survives reloads (cleared at logout). */
export function useSelectedChild(): [number | undefined, (childId: number) => void] {
  const [selected, setSelected] = useState(() => readStore().selectedChild)
  const select = useCallback((childId: number) => {
    writeStore({ selectedChild: childId })
    setSelected(childId)
  }, [])
  return [selected, select]
}
