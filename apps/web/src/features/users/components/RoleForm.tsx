import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import TextField from '@mui/material/TextField'
import { type RoleInput, roleInputSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form/FormActions'
import { FormCard } from '../../../components/form/FormCard'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { applyServerErrors } from '../../../lib/form-errors'
import { registerMui } from '../../../lib/register-mui'
import type { ModuleCategory } from '../documents'
import { type RoleFormValues, roleServerErrors } from '../role-form-values'
import { AccessMatrix } from './AccessMatrix'

interface Props {
  defaultValues: RoleFormValues
  modules: readonly ModuleCategory[]
  /** A role nobody may change (HQ Administrator): shown, not editable. */
  locked: boolean
  onSave: (input: RoleInput) => Promise<void>
  onCancel: () => void
}

/** A role's name and access matrix, validated with the same zod schema the server applies. */
export function RoleForm({ defaultValues, modules, locked, onSave, onCancel }: Props) {
  const { t } = useTranslation()
  const {
    register,
    control,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RoleFormValues, unknown, RoleInput>({ resolver: zodResolver(roleInputSchema), defaultValues })

  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input)
    } catch (error) {
      applyServerErrors(error, setError, roleServerErrors, t('common.somethingWrong'))
    }
  })

  return (
    <FormCard onSubmit={submit} testId="role-form">
      {locked && <Alert severity="info">{t('users.roleLocked')}</Alert>}
      <FormErrorAlert message={errors.root?.server?.message} testId="role-form-error" />
      <TextField
        fullWidth
        required
        disabled={locked}
        label={t('users.roleLabel')}
        {...registerMui(register, 'label')}
        error={Boolean(errors.label)}
        helperText={errors.label?.message}
        slotProps={{ htmlInput: { 'data-testid': 'role-label' } }}
      />
      <AccessMatrix control={control} modules={modules} disabled={locked} />
      <FormActions onCancel={onCancel} submitting={isSubmitting} canSave={!locked} testId="role" />
    </FormCard>
  )
}
