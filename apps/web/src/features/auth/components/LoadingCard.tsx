import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/** The card's body while a link is being checked. */
export function LoadingCard({ testId }: { testId: string }) {
  const { t } = useTranslation()
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', py: 2 }}
      role="status"
      data-testid={testId}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{t('common.loading')}</Typography>
    </Stack>
  )
}
