import Login from '@mui/icons-material/LoginRounded'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import FormHelperText from '@mui/material/FormHelperText'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useGqlMutation } from '../../../lib/graphql-hooks'
import { resolveSchoolId } from '../../../lib/school'
import { AuthLayout } from '../components/AuthLayout'
import { LoginUrlQuery } from '../documents'
import { leaveApp } from '../leave-app'
import { rememberSsoRedirect, UNAUTHENTICATED_REDIRECT } from '../redirect'

/** Staff sign in only through the school's single sign-on: no password, forgot-password or sign-up links. */
export default function StaffLoginPage() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const redirect = searchParams.get('redirect')
  const loginUrl = useGqlMutation(LoginUrlQuery, {
    onSuccess: (data) => {
      rememberSsoRedirect(redirect)
      leaveApp(data.getLoginUrl.url)
    },
  })
  // Leaving for the provider takes a moment: the button stays busy until the page unloads.
  const busy = loginUrl.isPending || loginUrl.isSuccess
  const error =
    loginUrl.error?.message ??
    (redirect === UNAUTHENTICATED_REDIRECT ? t('auth.staff.userNotFound') : undefined)

  return (
    <AuthLayout testId="staff-login-page" title={t('auth.staff.title')} subtitle={t('auth.staff.subtitle')}>
      <Box
        component="form"
        noValidate
        data-testid="staff-login-form"
        onSubmit={(event) => {
          event.preventDefault()
          loginUrl.mutate({ fkSchool: resolveSchoolId() })
        }}
      >
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <Login />}
          aria-describedby={error ? 'staff-sso-error' : undefined}
          data-testid="staff-sso-button"
        >
          {busy ? t('auth.staff.redirecting') : t('auth.staff.sso')}
        </Button>
        {error && (
          <FormHelperText
            id="staff-sso-error"
            error
            role="alert"
            data-testid="staff-sso-error"
            sx={{ mt: 1 }}
          >
            {error}
          </FormHelperText>
        )}
      </Box>
    </AuthLayout>
  )
}
