import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { type LoginInput, loginSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { useGqlMutation } from '../../../lib/graphql-hooks'
import { useSession } from '../../../shell/session/session-context'
import { FormErrorAlert, useServerForm } from '../../../components/form'
import { loginRefusal } from '../auth-errors'
import { AuthPath, staffLoginTarget } from '../auth-paths'
import { AuthLayout } from '../components/AuthLayout'
import { EmailField } from '../components/EmailField'
import { PasswordField } from '../components/PasswordField'
import { RouterLink } from '../components/RouterLink'
import { LoginQuery } from '../documents'
import { PublicLinks } from '../../../components/PublicLinks'

/** Parent log in with email and password; a staff address gets the staff (single sign-on) login instead. */
export default function LoginPage() {
  const location = useLocation()
  const target = staffLoginTarget(window.location.hostname, location.pathname, location.search)
  if (target) return <Navigate to={target} replace />
  return <ParentLogin />
}

function ParentLogin() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const { signIn } = useSession()
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    // Checked on submit, then as typed, never on blur: leaving the email field for a link below must not put an
    // error above that link and move it from under the pointer mid-click (decision 0077).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const login = useGqlMutation(LoginQuery)

  // Both steps keep the form submitting: the token, then the user's details (the shell's signIn), then the page.
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: async (values: LoginInput) => {
      try {
        const data = await login.mutateAsync(values)
        await signIn(data.login.token, searchParams.get('redirect'))
      } catch (caught) {
        throw loginRefusal(caught)
      }
    },
    formMessageAt: 'password',
  })

  return (
    <AuthLayout
      testId="login-page"
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.newHere')}{' '}
          <RouterLink to={AuthPath.enquiry} data-testid="login-get-started">
            {t('auth.login.getStarted')}
          </RouterLink>
          <Box sx={{ mt: 2 }}>
            <PublicLinks />
          </Box>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit} data-testid="login-form">
        <Stack spacing={2.5}>
          <FormErrorAlert message={formError} testId="login-error" />
          <EmailField control={form.control} name="email" testId="login-email" autoFocus required />
          <Box>
            <PasswordField
              control={form.control}
              name="password"
              testId="login-password"
              label={t('auth.common.password')}
              autoComplete="current-password"
              required
            />
            <Box sx={{ mt: 1, textAlign: 'right', typography: 'body2' }}>
              <RouterLink to={AuthPath.forgot} data-testid="login-forgot">
                {t('auth.login.forgot')}
              </RouterLink>
            </Box>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            data-testid="login-submit"
          >
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  )
}
