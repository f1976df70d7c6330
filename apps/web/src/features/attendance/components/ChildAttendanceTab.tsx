import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { singaporeTime, singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { useChildAttendances, useChildLatePickups } from '../hooks'

const at = (iso: string | null | undefined) => (iso ? singaporeTime(new Date(iso)) : '')

/** The first and last day of the month `offset` months from this one. */
function monthOf(offset: number) {
  const today = singaporeToday()
  const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0))
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) }
}

/** A child's month: each day's check-in and check-out, absence, health check, and the late pickups with their fees. */
export function ChildAttendanceTab({ childId }: { childId: number }) {
  const { t, i18n } = useTranslation()
  const [offset, setOffset] = useState(0)
  const { from, to } = monthOf(offset)
  const days = useChildAttendances(childId, from, to)
  const late = useChildLatePickups(childId, from, to)
  const list = days.data?.getChildAttendances ?? []
  const pickups = late.data?.getChildLatePickupEntries
  return (
    <Stack spacing={2} sx={{ pt: 2 }} data-testid="child-attendance">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button onClick={() => setOffset(offset - 1)} data-testid="child-attendance-prev">
          ‹
        </Button>
        <Typography data-testid="child-attendance-month">{from.slice(0, 7)}</Typography>
        <Button
          onClick={() => setOffset(offset + 1)}
          disabled={offset >= 0}
          data-testid="child-attendance-next"
        >
          ›
        </Button>
      </Stack>
      {days.isSuccess && list.length === 0 && <Typography>{t('attendance.noRecords')}</Typography>}
      {list.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('attendance.day')}</TableCell>
              <TableCell>{t('attendance.checkInTime')}</TableCell>
              <TableCell>{t('attendance.checkOutTime')}</TableCell>
              <TableCell>{t('attendance.healthChecks')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((d) => (
              <TableRow key={d.date} data-testid={`child-attendance-day-${d.date}`}>
                <TableCell>{d.date}</TableCell>
                <TableCell>
                  {d.absent ? t('attendance.absentBecause', { reason: d.absentReason ?? '' }) : at(d.checkIn)}
                </TableCell>
                <TableCell>{at(d.checkOut)}</TableCell>
                <TableCell sx={{ color: d.fever ? 'error.main' : undefined }}>
                  {d.health
                    .map((h) =>
                      [h.temperature !== null ? `${h.temperature.toFixed(1)} °C` : '', ...h.symptoms]
                        .filter(Boolean)
                        .join(', '),
                    )
                    .join('; ')}
                  {d.fever ? ` (${t('attendance.fever')})` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Card sx={{ p: 2 }} data-testid="child-late-pickups">
        <Typography variant="h6" component="h2">
          {t('attendance.latePickups')}
        </Typography>
        {pickups && (
          <Typography data-testid="child-late-pickups-totals">
            {t('attendance.latePickupTotals', {
              count: pickups.totalCount,
              fee: formatMoney(pickups.totalFee, i18n.language),
            })}
          </Typography>
        )}
        {pickups?.data.map((p) => (
          <Typography key={p.ID} variant="body2" data-testid={`child-late-pickup-${p.ID}`}>
            {p.date} {at(p.pickupTime)} · {p.pickedBy ?? ''} · {t('attendance.blocks')}: {p.quantity} ·{' '}
            {t('attendance.fee')}: {formatMoney(p.fee, i18n.language)} ·{' '}
            {p.invoice ? `${t('attendance.billedOn')} ${p.invoice}` : t('attendance.notBilled')}
          </Typography>
        ))}
      </Card>
    </Stack>
  )
}
