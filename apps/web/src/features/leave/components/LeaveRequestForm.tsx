import { zodResolver } from '@hookform/resolvers/zod'
import Typography from '@mui/material/Typography'
import { type LeaveRequestInput, leaveRequestInputSchema } from '@preschool/domain'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  FormActions,
  FormCard,
  FormDateField,
  FormErrorAlert,
  FormSelect,
  FormTextField,
  useServerForm,
} from '../../../components/form'
import { useLeaveTypes, useRequestChildLeave, useRequestStaffLeave } from '../hooks'

type Values = z.input<typeof leaveRequestInputSchema>

/**
 * A leave request: a child's (`childId`, the types for children) or the caller's own as staff (no `childId`, the
 * types for staff); the days or one half day, and a remark.
 */
export function LeaveRequestForm(props: {
  childId?: number
  fkSchool: number
  today: string
  onCancel: () => void
  onSent: () => void
}) {
  const { t } = useTranslation()
  const forChild = props.childId !== undefined
  const types = (useLeaveTypes(props.fkSchool).data?.getLeaveTypes ?? []).filter((lt) =>
    forChild ? lt.applicableToChild : lt.applicableToStaff,
  )
  const form = useForm<Values, unknown, LeaveRequestInput>({
    resolver: zodResolver(leaveRequestInputSchema),
    defaultValues: { from: props.today, to: props.today, halfDay: '', remark: '' },
  })
  const typeId = useWatch({ control: form.control, name: 'leaveTypeID' })
  const halfDays = types.find((lt) => lt.ID === typeId)?.halfDayApplicable ?? false
  const requestForChild = useRequestChildLeave()
  const requestOwn = useRequestStaffLeave()
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (data) => {
      const leaveData = { ...data, halfDay: halfDays ? data.halfDay : null }
      return props.childId === undefined
        ? requestOwn.mutateAsync({ leaveData })
        : requestForChild.mutateAsync({ childID: props.childId, leaveData })
    },
    onSuccess: props.onSent,
  })
  return (
    <FormCard onSubmit={submit} testId="leave-form">
      <Typography variant="h6" component="h2">
        {t('leave.requestTitle')}
      </Typography>
      <FormErrorAlert message={formError} testId="leave-form-error" />
      <FormSelect
        control={form.control}
        name="leaveTypeID"
        label={t('leave.type')}
        options={types.map((lt) => ({ value: lt.ID, label: `${lt.label} (${lt.code})` }))}
        testId="leave-type"
        required
      />
      <FormDateField
        control={form.control}
        name="from"
        label={t('leave.from')}
        testId="leave-from"
        required
      />
      <FormDateField control={form.control} name="to" label={t('leave.to')} testId="leave-to" required />
      {halfDays && (
        <FormSelect
          control={form.control}
          name="halfDay"
          label={t('leave.halfDay')}
          emptyLabel={t('leave.wholeDays')}
          options={[
            { value: 'am', label: t('leave.halfDay_am') },
            { value: 'pm', label: t('leave.halfDay_pm') },
          ]}
          testId="leave-half-day"
        />
      )}
      <FormTextField
        control={form.control}
        name="remark"
        label={t('leave.remark')}
        multiline
        testId="leave-remark"
      />
      <FormActions
        onCancel={props.onCancel}
        submitting={submitting}
        saveLabel={t('leave.send')}
        testId="leave"
      />
    </FormCard>
  )
}
