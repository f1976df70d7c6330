import { zodResolver } from '@hookform/resolvers/zod'
import ArrowBack from '@mui/icons-material/ArrowBackRounded'
import Lock from '@mui/icons-material/LockOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import {
  ConsentMsg,
  PDPA_NOTICE_VERSION,
  pdpaConsentSchema,
  type SetPasswordInput,
  setPasswordSchema,
} from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PdpaConsent } from '../../../components/PdpaConsent'
import { useServerForm } from '../../../components/form'
import { OutlinedField } from '../../../components/form/OutlinedField'
import { applyServerErrors } from '../../../lib/form-errors'
import { NO_ANSWER } from '../../../lib/request'
import { useGqlMutation } from '../../../lib/graphql-hooks'
import { useSession } from '../../../shell/session/session-context'
import { asGqlError } from '../auth-errors'
import { AuthPath } from '../auth-paths'
import { AuthLayout } from '../components/AuthLayout'
import { NoticeDialog } from '../components/NoticeDialog'
import { OtpVerification } from '../components/OtpVerification'
import { RouterLink } from '../components/RouterLink'
import { SetPasswordFields } from '../components/SetPasswordFields'
import { RegisterMutation } from '../documents'
import type { RegistrationInfo } from './RegisterPage'

const passwordFields = ['password', 'confirmPassword'] as const

/**
 * Set a password, then (when the school forces it) verify a one-time code, then register and sign in directly.
 * A refused registration (typically: already registered) opens a dialog offering the login page.
 */
export function RegisterFlow({ token, info }: { token: string; info: RegistrationInfo }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { signIn } = useSession()
  const [step, setStep] = useState<'password' | 'otp'>('password')
  const [refusal, setRefusal] = useState<string | null>(null)
  const [alertMessage, setAlertMessage] = useState<string | null>(null)
  const [completing, setCompleting] = useState(false)
  // The PDPA consent is asked with the password: the account is made only once it is given.
  const [consent, setConsent] = useState(false)
  const [consentError, setConsentError] = useState<string | null>(null)
  const consentIssue = () => pdpaConsentSchema.safeParse(consent).error?.issues[0].message ?? null
  const register = useGqlMutation(RegisterMutation)
  const form = useForm<SetPasswordInput>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  })

  const complete = async (password: string) => {
    setCompleting(true)
    setAlertMessage(null)
    try {
      const data = await register.mutateAsync({ token, password, pdpaConsentVersion: PDPA_NOTICE_VERSION })
      await signIn(data.register.token).catch((error: unknown) => setAlertMessage(asGqlError(error).message))
    } catch (caught) {
      const error = asGqlError(caught)
      if (passwordFields.some((field) => error.fields[field])) {
        setStep('password')
        applyServerErrors(error, form, error.message, { formMessageAt: 'confirmPassword' })
      } else if (error.fields.pdpaConsentVersion || error.message === ConsentMsg.outdated) {
        setStep('password')
        setConsentError(error.message)
      } else if (error.code === NO_ANSWER) {
        // No answer (offline): nothing was refused, so the form's alert says so, not the already-registered dialog.
        setAlertMessage(error.message)
      } else {
        setRefusal(error.message)
      }
    } finally {
      setCompleting(false)
    }
  }

  // A refusal of the password is shown by `complete` (it also comes after the one-time code), so none reaches here.
  const { submit, submitting } = useServerForm(form, {
    onSubmit: async ({ password }: SetPasswordInput) => {
      if (consentIssue()) return
      if (info.otpRequired) setStep('otp')
      else await complete(password)
    },
  })

  const alreadyRegistered = (
    <NoticeDialog
      open={refusal !== null}
      testId="register-refused-dialog"
      title={t('auth.register.alreadyRegisteredTitle')}
      actionLabel={t('auth.common.goToLogin')}
      onAction={() => navigate(AuthPath.login, { replace: true })}
      dismissLabel={t('auth.register.close')}
      onDismiss={() => setRefusal(null)}
    >
      {refusal && refusal !== t('auth.register.alreadyRegisteredTitle') && <Box component="p">{refusal}</Box>}
      <Box component="p">{t('auth.register.alreadyRegisteredBody')}</Box>
    </NoticeDialog>
  )
  const formAlert = alertMessage && (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="register-signin-error">
      {alertMessage}
    </Alert>
  )
  const footer = (
    <RouterLink to={AuthPath.login} data-testid="register-back-to-login">
      {t('auth.common.backToLogin')}
    </RouterLink>
  )

  if (step === 'otp') {
    return (
      <AuthLayout
        testId="otp-page"
        title={t('auth.otp.title')}
        footer={
          <Button
            startIcon={<ArrowBack />}
            onClick={() => setStep('password')}
            disabled={completing}
            data-testid="otp-back"
          >
            {t('auth.otp.back')}
          </Button>
        }
      >
        {formAlert}
        <OtpVerification
          userId={info.userId}
          token={token}
          maskedPhone={info.maskedPhone}
          onVerified={() => void complete(form.getValues('password'))}
          finishing={completing}
        />
        {alreadyRegistered}
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      testId="register-page"
      title={t('auth.register.title')}
      subtitle={
        info.firstname
          ? t('auth.register.subtitle', { name: info.firstname })
          : t('auth.register.subtitleNoName')
      }
      footer={footer}
    >
      {formAlert}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          setConsentError(consentIssue())
          submit(event)
        }}
        data-testid="register-form"
      >
        <Stack spacing={2.5}>
          <OutlinedField
            id="auth-register-email"
            label={t('auth.common.email')}
            value={info.email}
            onChange={() => undefined}
            autoComplete="username"
            helperText={t('auth.register.emailFixed')}
            sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' } }}
            endAdornment={
              <InputAdornment position="end">
                <Lock fontSize="small" color="action" aria-hidden />
              </InputAdornment>
            }
            htmlInput={{ readOnly: true, 'data-testid': 'register-email' }}
          />
          <SetPasswordFields
            control={form.control}
            testIdPrefix="register"
            passwordLabel={t('auth.common.password')}
            autoFocus
          />
          <PdpaConsent
            checked={consent}
            onChange={(checked) => {
              setConsent(checked)
              if (checked) setConsentError(null)
            }}
            privacyPolicyUrl={info.privacyPolicyUrl ?? null}
            error={consentError ?? undefined}
            disabled={completing}
            testId="register-pdpa"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting || completing}
            data-testid="register-submit"
          >
            {info.otpRequired ? t('auth.register.continue') : t('auth.register.submit')}
          </Button>
        </Stack>
      </Box>
      {alreadyRegistered}
    </AuthLayout>
  )
}
