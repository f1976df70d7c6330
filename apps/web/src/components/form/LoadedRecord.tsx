import Alert from '@mui/material/Alert'
import type { ReactNode } from 'react'
import { CentredProgress } from '../CentredProgress'
import { LoadError } from '../query'

interface Props<T> {
  pending: boolean
  /** The load's failure; shown instead of the record. */
  error: { message: string } | null
  /** The record once loaded; null or undefined when there is none. */
  record: T | null | undefined
  notFound: string
  /** Prefix of the test ids: <testId>-load-error, <testId>-not-found. */
  testId: string
  children: (record: T) => ReactNode
}

/** An edit page's record: loading, its load error, the form for it, or word that it does not exist. */
export function LoadedRecord<T>({ pending, error, record, notFound, testId, children }: Props<T>) {
  if (pending) return <CentredProgress />
  if (error) return <LoadError query={{ error }} testId={`${testId}-load-error`} />
  if (record) return children(record)
  return (
    <Alert severity="warning" data-testid={`${testId}-not-found`}>
      {notFound}
    </Alert>
  )
}
