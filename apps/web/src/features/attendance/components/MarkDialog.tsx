import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import {
  absenceFormSchema,
  markCorrectionSchema,
  type MarkCorrectionValues,
  singaporeTime,
} from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField, FormTimeField } from '../../../components/form'
import type { RegisterEntry, RegisterRow } from '../documents'
import { useMarkAttendance } from '../hooks'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'

interface Props {
  classID: number
  date: string
  row: RegisterRow
  /** The mark to correct; null: a new absence. */
  entry: RegisterEntry | null
  defaultTime: string
  onClose: (saved: boolean) => void
}

/** Marks a child absent with the reason, or corrects a mark's time with the remark the history keeps. */
export function MarkDialog({ classID, date, row, entry, defaultTime, onClose }: Props) {
  const { t } = useTranslation()
  const mark = useMarkAttendance()
  const form = useForm<MarkCorrectionValues>({
    resolver: zodResolver(entry ? markCorrectionSchema : absenceFormSchema),
    defaultValues: {
      time: entry ? singaporeTime(new Date(entry.time)) : defaultTime,
      remarks: '',
      reason: entry?.reason ?? '',
    },
  })
  const save = form.handleSubmit(async (values) => {
    await mark.mutateAsync({
      attendanceUpdate: {
        classID,
        date,
        type: entry?.type ?? 'absent',
        time: values.time,
        remarks: values.remarks || null,
        reason: (entry?.type ?? 'absent') === 'absent' ? values.reason : null,
        pickedBy: entry?.pickedBy ?? null,
      },
      forChild: [row.childID],
      attendanceId: entry?.ID ?? null,
    })
    onClose(true)
  })
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="xs">
      <DialogTitle>{entry ? t('attendance.editTitle') : t('attendance.markAbsent')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => void save(e).catch(() => undefined)}
        >
          <FormErrorAlert message={mark.error?.message} />
          {entry ? (
            <FormTimeField
              control={form.control}
              name="time"
              label={t('attendance.time')}
              testId="attendance-edit-time"
            />
          ) : (
            <FormTextField
              control={form.control}
              name="reason"
              label={t('attendance.reason')}
              testId="attendance-reason"
              required
            />
          )}
          <FormTextField
            control={form.control}
            name="remarks"
            label={t('attendance.remark')}
            testId="attendance-edit-remarks"
            required={Boolean(entry)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} data-testid="attendance-dialog-cancel">
          {t('attendance.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={mark.isPending}
          onClick={() => void save().catch(() => undefined)}
          data-testid="attendance-dialog-save"
        >
          {t('attendance.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
