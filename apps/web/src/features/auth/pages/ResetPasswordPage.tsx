import { zodResolver } from '@hookform/resolvers/zod'
import CheckCircle from '@mui/icons-material/CheckCircleRounded'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { type SetPasswordInput, setPasswordSchema } from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { FormErrorAlert, useServerForm } from '../../../components/form'
import { useGqlMutation } from '../../../lib/graphql-hooks'
import { AuthPath, TokenParam } from '../auth-paths'
import { AuthLayout } from '../components/AuthLayout'
import { LinkProblem } from '../components/LinkProblem'
import { NoticeDialog } from '../components/NoticeDialog'
import { RouterLink } from '../components/RouterLink'
import { SetPasswordFields } from '../components/SetPasswordFields'
import { ResetPasswordMutation } from '../documents'

/** Set a new password via a reset link; the server's refusal shows under confirm password (the spec). */
export default function ResetPasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const tokenString = searchParams.get(TokenParam.reset) ?? ''
  const [done, setDone] = useState(false)
  const resetPassword = useGqlMutation(ResetPasswordMutation)
  const form = useForm<SetPasswordInput>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: ({ password }: SetPasswordInput) => resetPassword.mutateAsync({ tokenString, password }),
    onSuccess: () => setDone(true),
    formMessageAt: 'confirmPassword',
  })

  if (!tokenString) {
    return (
      <LinkProblem
        testId="reset-invalid"
        message={t('auth.common.invalidLink')}
        linkTo={AuthPath.forgot}
        linkLabel={t('auth.reset.requestNew')}
      />
    )
  }

  return (
    <AuthLayout
      testId="reset-page"
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <RouterLink to={AuthPath.login} data-testid="reset-back-to-login">
          {t('auth.common.backToLogin')}
        </RouterLink>
      }
    >
      <Box component="form" noValidate onSubmit={submit} data-testid="reset-form">
        <Stack spacing={2.5}>
          <FormErrorAlert message={formError} testId="reset-error" />
          <SetPasswordFields
            control={form.control}
            testIdPrefix="reset"
            passwordLabel={t('auth.common.newPassword')}
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting || done}
            data-testid="reset-submit"
          >
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </Box>
      <NoticeDialog
        open={done}
        testId="reset-done-dialog"
        icon={<CheckCircle sx={{ fontSize: 48 }} />}
        title={t('auth.reset.doneTitle')}
        actionLabel={t('auth.login.submit')}
        onAction={() => navigate(AuthPath.login, { replace: true })}
      >
        {t('auth.reset.doneBody')}
      </NoticeDialog>
    </AuthLayout>
  )
}
