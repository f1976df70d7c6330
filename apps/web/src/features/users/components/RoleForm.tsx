import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { type RoleInput, roleInputSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { GqlError } from '../../../lib/request'
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
      const refusal =
        error instanceof GqlError ? error : new GqlError([{ message: t('common.somethingWrong') }])
      const { fields, formMessage } = roleServerErrors(refusal)
      for (const [name, message] of fields) setError(name, { type: 'server', message })
      if (formMessage) setError('root.server', { type: 'server', message: formMessage })
    }
  })

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }} data-testid="role-form">
      <Stack spacing={3}>
        {locked && <Alert severity="info">{t('users.roleLocked')}</Alert>}
        {errors.root?.server && (
          <Alert severity="error" data-testid="role-form-error">
            {errors.root.server.message}
          </Alert>
        )}
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
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={isSubmitting} data-testid="role-cancel">
            {t('common.cancel')}
          </Button>
          {!locked && (
            <Button type="submit" variant="contained" loading={isSubmitting} data-testid="role-save">
              {t('common.save')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  )
}
