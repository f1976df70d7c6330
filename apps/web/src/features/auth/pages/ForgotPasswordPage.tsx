import { zodResolver } from '@hookform/resolvers/zod'
import MarkEmailRead from '@mui/icons-material/MarkEmailReadRounded'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { forgotPasswordSchema } from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FormErrorAlert, useServerForm } from '../../../components/form'
import { useGqlMutation } from '../../../lib/graphql-hooks'
import { AuthPath } from '../auth-paths'
import { AuthLayout } from '../components/AuthLayout'
import { EmailField } from '../components/EmailField'
import { NoticeDialog } from '../components/NoticeDialog'
import { RouterLink } from '../components/RouterLink'
import { ForgetPasswordMutation } from '../documents'

/** Asks for a reset link by email; errors show under the email field, success in a dialog naming the address. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const forgetPassword = useGqlMutation(ForgetPasswordMutation)
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    // Checked on submit, then as typed, never on blur: leaving the email field for a link below must not put an
    // error above that link and move it from under the pointer mid-click (decision 0077).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: async ({ email }: { email: string }) => {
      await forgetPassword.mutateAsync({ email })
      setSentTo(email)
    },
    formMessageAt: 'email',
  })

  return (
    <AuthLayout
      testId="forgot-page"
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <RouterLink to={AuthPath.login} data-testid="forgot-back-to-login">
          {t('auth.common.backToLogin')}
        </RouterLink>
      }
    >
      <Box component="form" noValidate onSubmit={submit} data-testid="forgot-form">
        <Stack spacing={2.5}>
          <FormErrorAlert message={formError} testId="forgot-error" />
          <EmailField control={form.control} name="email" testId="forgot-email" autoFocus required />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            data-testid="forgot-submit"
          >
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </Box>
      <NoticeDialog
        open={sentTo !== null}
        testId="forgot-sent-dialog"
        icon={<MarkEmailRead sx={{ fontSize: 48 }} />}
        title={t('auth.forgot.sentTitle')}
        actionLabel={t('auth.common.backToLogin')}
        onAction={() => navigate(AuthPath.login)}
        dismissLabel={t('auth.register.close')}
        onDismiss={() => setSentTo(null)}
      >
        {t('auth.forgot.sentBody', { email: sentTo ?? '' })}
      </NoticeDialog>
    </AuthLayout>
  )
}
