import { useSearchParams } from 'react-router'

export const PLANNING_TABS = ['vacancy', 'requests'] as const
export type PlanningTab = (typeof PLANNING_TABS)[number]

const positive = (text: string | null) => {
  const n = Number(text)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** The planning screen's place in the address (?centre=, ?level=, ?tab=), so a reload or a link opens the same view. */
export function usePlanningParams() {
  const [params, setParams] = useSearchParams()
  const tabParam = params.get('tab')
  const set = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key)
          else next.set(key, value)
        }
        return next
      },
      { replace: true },
    )
  return {
    centreId: positive(params.get('centre')),
    levelId: positive(params.get('level')),
    tab: PLANNING_TABS.find((known) => known === tabParam) ?? 'vacancy',
    set,
  }
}
