import { zodResolver } from '@hookform/resolvers/zod'
import {
  absenceFormSchema,
  markCorrectionSchema,
  type MarkCorrectionValues,
  singaporeTime,
} from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog, FormTextField, FormTimeField, useServerForm } from '../../../components/form'
import type { RegisterEntry, RegisterRow } from '../documents'
import { useMarkAttendance } from '../hooks'

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
  // Mounted per mark, so nothing to reset: the parent learns whether it saved (to say so) rather than the dialog's
  // hook (useDialogForm) resetting fields for a next opening.
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (values) =>
      mark.mutateAsync({
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
      }),
    onSuccess: () => onClose(true),
  })
  return (
    <FormDialog
      open
      title={entry ? t('attendance.editTitle') : t('attendance.markAbsent')}
      error={formError}
      submitting={submitting}
      onSubmit={submit}
      onClose={() => onClose(false)}
      submitLabel={t('attendance.save')}
      maxWidth="xs"
      testId="attendance-dialog"
      testIds={{ submit: 'attendance-dialog-save' }}
    >
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
    </FormDialog>
  )
}
