import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  type AttendanceType,
  registerFormSchema,
  type RegisterFormValues,
  singaporeTime,
  singaporeToday,
  splitSymptoms,
} from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField, FormTimeField } from '../../../components/form'
import { NoticeSnackbar } from '../../../components/NoticeSnackbar'
import { useNotice } from '../../../lib/use-notice'
import type { RegisterEntry, RegisterRow } from '../documents'
import { useMarkAttendance, useRegister } from '../hooks'
import { MarkDialog } from './MarkDialog'
import { RegisterChildRow } from './RegisterChildRow'
import { LoadError } from '../../../components/query'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'

const nowTime = () => singaporeTime(new Date())

/**
 * A class's register for a day: one row per child placed in the class, a tap to check in (with the temperature
 * and symptoms typed on the row), check out (with who picked up) or mark absent; one tap checks in everyone not
 * arrived, in one request. The time and remark above apply to every tap.
 */
export function RegisterView({ classID, date }: { classID: number; date: string }) {
  const { t } = useTranslation()
  const register = useRegister(classID, date)
  const mark = useMarkAttendance()
  const [notice, setNotice] = useNotice()
  const [dialog, setDialog] = useState<{ row: RegisterRow; entry: RegisterEntry | null } | null>(null)
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { time: nowTime(), remarks: '', rows: {} },
  })
  const rows = register.data?.getAttendanceByClass ?? []
  const waiting = rows.filter((r) => !r.present && !r.absent)

  const send = (type: AttendanceType, childIds: number[]) =>
    form.handleSubmit(async (values) => {
      const typed = (id: number) =>
        values.rows[String(id)] ?? { temperature: null, symptoms: '', pickedBy: '' }
      await mark.mutateAsync({
        attendanceUpdate: {
          classID,
          date,
          type,
          time: values.time,
          remarks: values.remarks || null,
          pickedBy: type === 'check_out' ? typed(childIds[0]).pickedBy || null : null,
          healthChecks:
            type === 'check_in'
              ? childIds.map((childID) => ({
                  childID,
                  temperature: typed(childID).temperature ?? null,
                  symptoms: splitSymptoms(typed(childID).symptoms ?? ''),
                }))
              : null,
        },
        forChild: childIds,
      })
      setNotice(t('attendance.marked'))
    })()

  if (register.error) return <LoadError query={register} />
  return (
    <Stack spacing={2} data-testid="attendance-register">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTimeField
          control={form.control}
          name="time"
          label={t('attendance.time')}
          testId="attendance-time"
        />
        <FormTextField
          control={form.control}
          name="remarks"
          label={t('attendance.remark')}
          helperText={date < singaporeToday() ? t('attendance.remarkHelp') : undefined}
          testId="attendance-remarks"
        />
        <Button
          variant="contained"
          disabled={waiting.length === 0 || mark.isPending}
          onClick={() =>
            void send(
              'check_in',
              waiting.map((r) => r.childID),
            ).catch(() => undefined)
          }
          data-testid="attendance-check-in-all"
        >
          {t('attendance.checkInAll', { count: waiting.length })}
        </Button>
      </Stack>
      <FormErrorAlert message={mark.error?.message} testId="attendance-error" />
      {register.isSuccess && rows.length === 0 && <Typography>{t('attendance.noChildren')}</Typography>}
      {rows.map((row) => (
        <RegisterChildRow
          key={row.childID}
          row={row}
          control={form.control}
          busy={mark.isPending}
          onMark={(type, childId) => void send(type, [childId]).catch(() => undefined)}
          onAbsent={() => setDialog({ row, entry: null })}
          onEdit={(entry) => setDialog({ row, entry })}
        />
      ))}
      {dialog && (
        <MarkDialog
          classID={classID}
          date={date}
          row={dialog.row}
          entry={dialog.entry}
          defaultTime={form.getValues('time') || nowTime()}
          onClose={(saved) => {
            setDialog(null)
            if (saved) setNotice(t('attendance.marked'))
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="attendance-notice" />
    </Stack>
  )
}
