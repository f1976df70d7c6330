import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type AttendanceType, type RegisterFormValues, singaporeTime } from '@preschool/domain'
import { useState } from 'react'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormNumberField, FormTextField } from '../../../components/form'
import { StatusChip } from '../../../components/StatusChip'
import type { RegisterEntry, RegisterRow } from '../documents'
import { EntryLine } from './EntryLine'
import { InjuryDialog } from './injuries/InjuryDialog'

const at = (iso: string | null | undefined) => (iso ? singaporeTime(new Date(iso)) : '')

const markButtons = {
  check_in: { label: 'attendance.checkIn', testId: 'attendance-check-in' },
  check_out: { label: 'attendance.checkOut', testId: 'attendance-check-out' },
} as const

/** A tap of the register; `primary` where it is the row's next step (a check-in again after a check-out is not). */
function MarkButton(props: {
  type: keyof typeof markButtons
  primary?: boolean
  id: number
  busy: boolean
  onMark: Props['onMark']
}) {
  const { t } = useTranslation()
  const { label, testId } = markButtons[props.type]
  return (
    <Button
      variant={props.primary ? 'contained' : 'text'}
      size="large"
      disabled={props.busy}
      onClick={() => props.onMark(props.type, props.id)}
      data-testid={`${testId}-${props.id}`}
    >
      {t(label)}
    </Button>
  )
}

interface Props {
  row: RegisterRow
  control: Control<RegisterFormValues>
  busy: boolean
  onMark: (type: AttendanceType, childId: number) => void
  onAbsent: () => void
  onEdit: (entry: RegisterEntry) => void
}

/** One child of the register: their state, the fields the next tap needs, the taps, and the day's marks. */
export function RegisterChildRow({ row, control, busy, onMark, onAbsent, onEdit }: Props) {
  const { t } = useTranslation()
  const [recording, setRecording] = useState(false)
  const id = row.childID
  const name = row.child ? `${row.child.firstname} ${row.child.lastname}` : String(id)
  const waiting = !row.present && !row.absent
  const mark = { id, busy, onMark }
  const status = row.absent
    ? { label: t('attendance.absentBecause', { reason: row.absentReason ?? '' }), tone: 'neutral' as const }
    : row.inCentre
      ? { label: t('attendance.inCentre', { time: at(row.checkIn) }), tone: 'success' as const }
      : row.present
        ? { label: t('attendance.checkedOut', { time: at(row.checkOut) }), tone: 'neutral' as const }
        : { label: t('attendance.notArrived'), tone: 'warning' as const }
  return (
    <Card sx={{ p: 2 }} data-testid={`attendance-row-${id}`}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ mr: 1 }}>
            {name}
          </Typography>
          <StatusChip label={status.label} tone={status.tone} testId={`attendance-status-${id}`} />
          {row.fever && (
            <StatusChip label={t('attendance.fever')} tone="error" testId={`attendance-fever-${id}`} />
          )}
          {row.injuries.map((injury) => {
            const type = t(`attendance.injuryTypes.${injury.injuryType}`)
            return (
              <StatusChip
                key={injury.ID}
                label={t(
                  injury.acknowledgedAt ? 'attendance.injuryChipAcknowledged' : 'attendance.injuryChip',
                  { type },
                )}
                tone={injury.acknowledgedAt ? 'neutral' : 'warning'}
                testId={`attendance-injury-${injury.ID}`}
              />
            )
          })}
          {row.present && (
            <Button
              size="small"
              sx={{ ml: 'auto' }}
              onClick={() => setRecording(true)}
              data-testid={`attendance-injury-add-${id}`}
            >
              {t('attendance.recordInjury')}
            </Button>
          )}
        </Stack>
        {waiting && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <FormNumberField
              control={control}
              name={`rows.${id}.temperature`}
              label={t('attendance.temperature')}
              integer={false}
              testId={`attendance-temperature-${id}`}
            />
            <FormTextField
              control={control}
              name={`rows.${id}.symptoms`}
              label={t('attendance.symptoms')}
              helperText={t('attendance.symptomsHelp')}
              testId={`attendance-symptoms-${id}`}
            />
            <MarkButton type="check_in" primary {...mark} />
            <Button size="large" disabled={busy} onClick={onAbsent} data-testid={`attendance-absent-${id}`}>
              {t('attendance.absent')}
            </Button>
          </Stack>
        )}
        {row.inCentre && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <FormTextField
              control={control}
              name={`rows.${id}.pickedBy`}
              label={t('attendance.pickedBy')}
              testId={`attendance-picked-by-${id}`}
            />
            <MarkButton type="check_out" primary {...mark} />
          </Stack>
        )}
        {row.present && !row.inCentre && (
          <Stack direction="row">
            <MarkButton type="check_in" {...mark} />
          </Stack>
        )}
        {row.entries.map((entry) => (
          <EntryLine key={entry.ID} entry={entry} health={row.health} onEdit={() => onEdit(entry)} />
        ))}
      </Stack>
      {recording && <InjuryDialog childId={id} childName={name} onClose={() => setRecording(false)} />}
    </Card>
  )
}
