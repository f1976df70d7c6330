import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import { type RoleInput, roleInputSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form/FormActions'
import { FormCard } from '../../../components/form/FormCard'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { useServerForm } from '../../../components/form/hooks/use-server-form'
import { FormTextField } from '../../../components/form/TextField'
import type { ModuleCategory } from '../documents'
import type { RoleFormValues } from '../role-form-values'
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
  const form = useForm<RoleFormValues, unknown, RoleInput>({
    resolver: zodResolver(roleInputSchema),
    defaultValues,
  })
  const { control } = form

  // The matrix is one field: a refusal about any module ('templates.3.access') shows under it.
  const { submit, submitting, formError } = useServerForm(form, { onSubmit: onSave, whole: ['templates'] })

  return (
    <FormCard onSubmit={submit} testId="role-form">
      {locked && <Alert severity="info">{t('users.roleLocked')}</Alert>}
      <FormErrorAlert message={formError} testId="role-form-error" />
      <FormTextField
        control={control}
        name="label"
        required
        disabled={locked}
        label={t('users.roleLabel')}
        testId="role-label"
      />
      <AccessMatrix control={control} modules={modules} disabled={locked} />
      <FormActions onCancel={onCancel} submitting={submitting} canSave={!locked} testId="role" />
    </FormCard>
  )
}
