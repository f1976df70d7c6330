import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { type ChangePasswordFormInput, changePasswordFormSchema } from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useServerForm } from '../../../components/form'
import { useGqlMutation } from '../../../lib/graphql-hooks'
import { PasswordField } from '../../auth/components/PasswordField'
import { changeMyPasswordMutation } from '../documents'
import { AccountSection } from './AccountSection'

const empty: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** The current password, then the new one twice (the domain's password rule); other devices are signed out. */
export function PasswordChange() {
  const { t } = useTranslation()
  const [changed, setChanged] = useState(false)
  const change = useGqlMutation(changeMyPasswordMutation)
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
    mode: 'onTouched',
  })
  const { submit: onSubmit, formError } = useServerForm(form, {
    onSubmit: async ({ currentPassword, newPassword }) => {
      setChanged(false)
      await change.mutateAsync({ currentPassword, newPassword })
      form.reset(empty)
      setChanged(true)
    },
    formMessageAt: 'currentPassword',
  })
  return (
    <AccountSection
      title={t('account.password')}
      description={t('account.passwordHelp')}
      testId="account-password"
      onSubmit={onSubmit}
      error={formError}
    >
      {changed && (
        <Alert severity="success" data-testid="account-password-changed">
          {t('account.passwordChanged')}
        </Alert>
      )}
      <PasswordField
        control={form.control}
        name="currentPassword"
        testId="account-current-password"
        label={t('account.currentPassword')}
        autoComplete="current-password"
        required
      />
      <PasswordField
        control={form.control}
        name="newPassword"
        testId="account-new-password"
        label={t('account.newPassword')}
        helperText={t('auth.common.passwordHint')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        control={form.control}
        name="confirmPassword"
        testId="account-confirm-password"
        label={t('auth.common.confirmPassword')}
        autoComplete="new-password"
        required
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={form.formState.isSubmitting}
          data-testid="account-password-save"
        >
          {t('account.changePassword')}
        </Button>
      </Stack>
    </AccountSection>
  )
}
