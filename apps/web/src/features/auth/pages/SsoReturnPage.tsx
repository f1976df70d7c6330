import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useGqlMutation } from '../../../lib/graphql-hooks'
import { useSession } from '../../../shell/session/session-context'
import { useSchoolBranding } from '../../../shell/theme/branding-context'
import { asGqlError } from '../auth-errors'
import { AuthPath, TokenParam } from '../auth-paths'
import { AuthLayout } from '../components/AuthLayout'
import { RouterLink } from '../components/RouterLink'
import { ValidateUserQuery } from '../documents'
import { takeSsoRedirect } from '../redirect'

/** The single-sign-on return: exchanges authorization_token for a session, then signs in. */
export default function SsoReturnPage() {
  const { t } = useTranslation()
  const { schoolId } = useSchoolBranding()
  const [searchParams] = useSearchParams()
  const tokenString = searchParams.get(TokenParam.sso) ?? ''
  const { signIn } = useSession()
  const validate = useGqlMutation(ValidateUserQuery)
  const [failure, setFailure] = useState<string | null>(tokenString ? null : t('auth.staff.userNotFound'))

  // The token is single use: it is sent once (a mutation, so no cache refetch or StrictMode remount spends it twice).
  const started = useRef(false)
  const { mutateAsync: validateToken } = validate
  useEffect(() => {
    if (!tokenString || started.current) return
    started.current = true
    validateToken({ tokenString })
      .then((data) => signIn(data.validateUser.token, takeSsoRedirect()))
      .catch((error: unknown) => setFailure(asGqlError(error).message))
  }, [tokenString, validateToken, signIn])

  return (
    <AuthLayout testId="sso-page" title={failure ? t('auth.sso.failedTitle') : t('auth.sso.title')}>
      {failure ? (
        <Stack spacing={3}>
          <Alert severity="error" data-testid="sso-error">
            {failure}
          </Alert>
          <Box sx={{ typography: 'body2' }}>
            <RouterLink to={`${AuthPath.staffLogin}?fkSchool=${schoolId}`} data-testid="sso-back">
              {t('auth.sso.backToStaffLogin')}
            </RouterLink>
          </Box>
        </Stack>
      ) : (
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center' }}
          role="status"
          data-testid="sso-checking"
        >
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('auth.sso.checking')}</Typography>
        </Stack>
      )}
    </AuthLayout>
  )
}
