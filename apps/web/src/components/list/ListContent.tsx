import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { CentredProgress } from '../CentredProgress'
import { LoadError } from '../query'

/** A list's query (TanStack Query's result or alike). */
export interface ListQuery<T> {
  isPending: boolean
  error: { message: string } | null
  data: T | undefined
  refetch: () => unknown
}

interface Props<T> {
  query: ListQuery<T>
  isEmpty: (data: T) => boolean
  emptyText: string
  /** Prefix of the test ids: <testId>-error, <testId>-empty. */
  testId: string
  /** The list (table or cards), on paper. */
  children: (data: T) => ReactNode
}

/** A settings list's body: loading, the load's failure with a retry, an empty list, or the list on paper. */
export function ListContent<T>({ query, isEmpty, emptyText, testId, children }: Props<T>) {
  if (query.isPending) return <CentredProgress />
  if (query.error) return <LoadError query={query} testId={`${testId}-error`} />
  if (query.data === undefined || isEmpty(query.data))
    return (
      <Paper sx={{ p: 4, textAlign: 'center' }} data-testid={`${testId}-empty`}>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Paper>
    )
  // Cards on a phone sit on a padded paper; a table fills it.
  return <Paper sx={{ p: { xs: 1, sm: 0 } }}>{children(query.data)}</Paper>
}
