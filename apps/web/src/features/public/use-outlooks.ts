import { MAX_OUTLOOK_CENTRES } from '@preschool/domain'
import { useMemo } from 'react'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { centreOutlooksQuery, type CentreOutlook } from './documents'

export interface OutlookQuestion {
  fkSchool: number
  level: number
  program: number | null
  enrollmentDate: string
  household: { working: boolean; citizen: boolean; householdIncomeCents: number | null }
}

/** The waiting time and fee after subsidy of the centres found (the nearest 20), by centre ID. */
export function useOutlooks(question: OutlookQuestion, centreIds: readonly number[]) {
  const centres = centreIds.slice(0, MAX_OUTLOOK_CENTRES)
  const query = useGqlQuery(
    centreOutlooksQuery,
    {
      IDSchool: question.fkSchool,
      centres,
      level: question.level,
      program: question.program ?? undefined,
      enrollmentDate: question.enrollmentDate,
      household: question.household,
    },
    { enabled: centres.length > 0, retry: false, placeholderData: (previous) => previous },
  )
  return useMemo(
    () => new Map<number, CentreOutlook>((query.data?.getCentreOutlooks ?? []).map((o) => [o.fkCentre, o])),
    [query.data],
  )
}
