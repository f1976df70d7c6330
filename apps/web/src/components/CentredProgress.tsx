import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'

/** The loading state of a whole page or of the content area. */
export function CentredProgress({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation()
  return (
    <Box
      data-testid="page-loading"
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullPage ? '100vh' : 320, width: '100%' }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  )
}
