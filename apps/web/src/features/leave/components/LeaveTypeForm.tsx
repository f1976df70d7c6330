import { zodResolver } from '@hookform/resolvers/zod'
import Typography from '@mui/material/Typography'
import { type LeaveTypeInput, leaveTypeInputSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { TextKey } from '../../../i18n/text-key'
import {
  FormActions,
  FormCard,
  FormErrorAlert,
  FormSwitch,
  FormTextField,
  useServerForm,
} from '../../../components/form'
import type { LeaveTypeRow } from '../documents'
import { useSaveLeaveType } from '../hooks'

type Values = z.input<typeof leaveTypeInputSchema>

const NEW_TYPE: Values = {
  code: '',
  label: '',
  halfDayApplicable: false,
  applicableToStaff: true,
  applicableToChild: true,
  approveRequired: true,
  active: true,
}

/** Adding a leave type (no `editing`) or changing one: the same rules as the API's (packages/domain). */
export function LeaveTypeForm(props: {
  fkSchool: number
  editing: LeaveTypeRow | null
  onCancel: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const { ID, ...current } = props.editing ?? { ID: null, ...NEW_TYPE }
  const form = useForm<Values, unknown, LeaveTypeInput>({
    resolver: zodResolver(leaveTypeInputSchema),
    defaultValues: { ...NEW_TYPE, ...current },
  })
  const save = useSaveLeaveType()
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (data) => save.mutateAsync({ IDSchool: props.fkSchool, leaveTypeID: ID, leaveTypeData: data }),
    onSuccess: props.onSaved,
  })
  const field = (name: keyof Values, key: TextKey) => (
    <FormSwitch control={form.control} name={name} label={t(key)} testId={`leave-type-${name}`} />
  )
  return (
    <FormCard onSubmit={submit} testId="leave-type-form">
      <Typography variant="h6" component="h2">
        {t(ID === null ? 'leave.typeAdd' : 'leave.typeEdit')}
      </Typography>
      <FormErrorAlert message={formError} testId="leave-type-form-error" />
      <FormTextField
        control={form.control}
        name="code"
        label={t('leave.typeCode')}
        testId="leave-type-code"
        required
      />
      <FormTextField
        control={form.control}
        name="label"
        label={t('leave.typeLabel')}
        testId="leave-type-label"
        required
      />
      {field('applicableToChild', 'leave.typeForChild')}
      {field('applicableToStaff', 'leave.typeForStaff')}
      {field('halfDayApplicable', 'leave.typeHalfDay')}
      {field('approveRequired', 'leave.typeApproval')}
      {field('active', 'leave.typeActive')}
      <FormActions onCancel={props.onCancel} submitting={submitting} testId="leave-type" />
    </FormCard>
  )
}
