import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import { useTranslation } from 'react-i18next'
import { formatDayAndTime } from '../../lib/format'

/** Says the screen is the device's saved copy, and from when (the worker served it offline). */
export function OfflineNotice({ savedAt }: { savedAt: string }) {
  const { t } = useTranslation()
  return (
    <Alert severity="warning" role="status" sx={{ mb: 3 }} data-testid="offline-notice">
      <AlertTitle>{t('parentApp.offlineTitle')}</AlertTitle>
      {t('parentApp.offlineBody', { when: formatDayAndTime(savedAt) })}
    </Alert>
  )
}
