import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { EVENT_KINDS, KIND_COLOURS, KIND_MARKS } from '../calendar-events'
import { eventKindText } from '../text-keys'
import { todayMarkSx } from './today-mark'

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
            data-testid={`calendar-legend-${kind}`}
            sx={{
              width: 18,
              height: 18,
              borderRadius: 0.5,
              bgcolor: KIND_COLOURS[kind],
              color: kind === 'availability' ? '#000' : '#fff',
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              fontSize: 12,
              lineHeight: 1,
            }}
          >
            {KIND_MARKS[kind]}
          </Box>
          <Typography variant="body2">{t(eventKindText[kind])}</Typography>
        </Stack>
      ))}
      <Typography variant="body2" color="text.secondary">
        {t('calendar.pendingHint')}
      </Typography>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Box aria-hidden sx={(theme) => todayMarkSx(theme)}>
          {new Date().getDate()}
        </Box>
        <Typography variant="body2">{t('calendar.todayMark')}</Typography>
      </Stack>
    </Stack>
  )
}
