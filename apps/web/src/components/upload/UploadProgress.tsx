import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/** The determinate bar with its percentage while bytes are being sent. */
export function UploadProgress({
  percent,
  label,
  testId,
}: {
  percent: number
  label: string
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <Box data-testid={`${testId}-progress`}>
      <LinearProgress variant="determinate" value={percent} aria-label={t('upload.progressOf', { label })} />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {t('upload.uploading', { percent })}
      </Typography>
    </Box>
  )
}
