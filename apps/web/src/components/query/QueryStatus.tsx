import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import type { SxProps, Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { GqlError, NO_ANSWER } from '../../lib/request'
import { CentredProgress } from '../CentredProgress'

/** What the views need of a query (TanStack Query's result or alike). */
export interface LoadingQuery {
  isPending: boolean
  error: { message: string } | null | undefined
  refetch?: () => unknown
}

/**
 * A query has its data: narrows TanStack Query's result to its success case, so `data` is defined after
 * `if (!isLoaded(query)) return <QueryStatus query={query} />`.
 */
export function isLoaded<Q extends { status: string }>(query: Q): query is Extract<Q, { status: 'success' }> {
  return query.status === 'success'
}

/**
 * Asking again can help only when no answer came or the server failed; a refusal (a used signing link, no access,
 * a record that does not exist) would be refused again, so it offers no retry.
 */
const retryMayHelp = (error: { message: string }) =>
  !(error instanceof GqlError) || error.code === NO_ANSWER || error.code === 'INTERNAL'

/**
 * A load's failure: the server's message (the request layer puts the spec's 'Something went wrong' on anything it
 * cannot name) with a retry when asking again may help; nothing while there is no failure.
 */
export function LoadError({
  query,
  testId,
  sx,
}: {
  query: Pick<LoadingQuery, 'error' | 'refetch'>
  testId?: string
  sx?: SxProps<Theme>
}) {
  const { t } = useTranslation()
  if (!query.error) return null
  const retry = retryMayHelp(query.error) ? query.refetch : undefined
  return (
    <Alert
      severity="error"
      data-testid={testId}
      sx={sx}
      action={
        retry && (
          <Button color="inherit" size="small" onClick={() => retry()}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {query.error.message || t('common.somethingWrong')}
    </Alert>
  )
}

/** A query that has no data yet: the one loading view while it runs, the one error view when it failed. */
export function QueryStatus({ query, testId }: { query: LoadingQuery; testId?: string }) {
  if (query.error) return <LoadError query={query} testId={testId} />
  if (query.isPending) return <CentredProgress />
  return null
}
