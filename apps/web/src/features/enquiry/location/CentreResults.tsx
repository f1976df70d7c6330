import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { Messages } from '@preschool/domain'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { CentreList } from './CentreList'

/** What a way of finding centres hands its results: the centres found, how the query went, and the choice. */
export type CentreResultsProps = ComponentProps<typeof CentreList> & {
  loading: boolean
  error: string | null
}

/** What the centre queries answered, under the map or the search: their error, loading, none found, or the list. */
export function CentreResults({ loading, error, ...list }: CentreResultsProps) {
  const { t } = useTranslation()
  if (error)
    return (
      <Alert severity="error" data-testid="location-error">
        {error}
      </Alert>
    )
  if (loading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label={t('common.loading')} />
      </Box>
    )
  if (list.centres.length === 0)
    return (
      <Typography color="text.secondary" data-testid="location-no-centres">
        {Messages.noResultFound}
      </Typography>
    )
  return <CentreList {...list} />
}
