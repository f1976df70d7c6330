import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { EVENT_KINDS, KIND_COLOURS } from '../calendar-events'
import { eventKindText } from '../text-keys'

/** What each colour of the calendar means. */
export function CalendarLegend() {
  const { t } = useTranslation()
  return (
    <Stack
      component="section"
      aria-label={t('calendar.legend')}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="calendar-legend"
    >
      {EVENT_KINDS.map((kind) => (
        <Stack key={kind} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: KIND_COLOURS[kind], flexShrink: 0 }}
          />
          <Typography variant="body2">{t(eventKindText[kind])}</Typography>
        </Stack>
      ))}
      <Typography variant="body2" color="text.secondary">
        {t('calendar.pendingHint')}
      </Typography>
    </Stack>
  )
}
