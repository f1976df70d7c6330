import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { formatShortMonth, formatMonthName } from '../../../lib/format'
import { heldSeats, type MonthCounts } from '../vacancy-months'

const W = 720
const H = 240
const PAD = { left: 36, right: 8, top: 12, bottom: 28 }

/**
 * Capacity (a line) against demand (bars: seats held, and the waitlist on top) over 12 months, in plain SVG: no
 * chart library (decision 0018). The table below holds the same numbers for screen readers and export.
 */
export function VacancyChart({ months }: { months: readonly MonthCounts[] }) {
  const { t } = useTranslation()
  const theme = useTheme()
  const held = months.map(heldSeats)
  const top = Math.max(1, ...months.map((m, i) => Math.max(m.capacity, held[i] + m.on_waitlist)))
  const scale = (n: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - n / top)
  const slot = (W - PAD.left - PAD.right) / Math.max(1, months.length)
  const x = (i: number) => PAD.left + slot * i
  const capacityPath = months
    .map((m, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${scale(m.capacity)} L${x(i) + slot},${scale(m.capacity)}`)
    .join(' ')
  const lowest = months.reduce((low, m) => (m.available_vacancy < low.available_vacancy ? m : low), months[0])
  const summary = t('planning.chartSummary', {
    firstCapacity: months[0]?.capacity ?? 0,
    lastCapacity: months.at(-1)?.capacity ?? 0,
    firstHeld: held[0] ?? 0,
    lastHeld: held.at(-1) ?? 0,
    lowest: lowest?.available_vacancy ?? 0,
    lowestMonth: lowest ? formatShortMonth(lowest.month) : '',
  })
  const legend = [
    { color: theme.palette.primary.main, label: t('planning.chartCapacity'), line: true },
    { color: theme.palette.secondary.main, label: t('planning.chartDemand') },
    { color: theme.palette.warning.light, label: t('planning.chartWaitlist') },
  ]
  return (
    <Box data-testid="planning-chart">
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {t('planning.chartTitle')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('planning.chartTitle')}>
        <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ minWidth: 480 }} role="img" aria-label={summary}>
          {[0, 0.5, 1].map((f) => (
            <g key={f}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={scale(top * f)}
                y2={scale(top * f)}
                stroke={theme.palette.divider}
              />
              <text
                x={PAD.left - 6}
                y={scale(top * f) + 4}
                textAnchor="end"
                fontSize="11"
                fill={theme.palette.text.secondary}
              >
                {Math.round(top * f)}
              </text>
            </g>
          ))}
          {months.map((m, i) => (
            <g key={m.month} data-testid={`planning-bar-${m.month}`}>
              <rect
                x={x(i) + slot * 0.2}
                width={slot * 0.6}
                y={scale(held[i] + m.on_waitlist)}
                height={Math.max(0, scale(held[i]) - scale(held[i] + m.on_waitlist))}
                fill={theme.palette.warning.light}
              />
              <rect
                x={x(i) + slot * 0.2}
                width={slot * 0.6}
                y={scale(Math.max(0, held[i]))}
                height={Math.max(0, scale(0) - scale(Math.max(0, held[i])))}
                fill={theme.palette.secondary.main}
              />
              <text
                x={x(i) + slot / 2}
                y={H - 10}
                textAnchor="middle"
                fontSize="11"
                fill={theme.palette.text.secondary}
              >
                {formatMonthName(m.month)}
              </text>
            </g>
          ))}
          <path d={capacityPath} fill="none" stroke={theme.palette.primary.main} strokeWidth={3} />
        </svg>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {legend.map((item) => (
          <Stack key={item.label} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 16, height: item.line ? 3 : 12, bgcolor: item.color }} />
            <Typography variant="body2">{item.label}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  )
}
