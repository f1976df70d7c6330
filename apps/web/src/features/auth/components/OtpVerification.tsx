import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ErrorCode, OTP_LENGTH, OTP_RESEND_WAIT_S, otpSchema } from '@preschool/domain'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useGqlMutation } from '../../../lib/graphql-hooks'
import { GqlError } from '../../../lib/request'
import { SendOtpMutation, ValidateOtpMutation } from '../documents'
import { useCountdown } from '../use-countdown'
import { FormTextField } from '../../../components/form/TextField'

export interface OtpVerificationProps {
  userId: number
  /** The register link's token: the server only sends and checks codes for the link's own user. */
  token: string
  /** The mobile number with all but the last 4 digits masked, as the server gives it. */
  maskedPhone: string | null
  /** Called once a code is accepted (register then completes the sign-up). */
  onVerified: () => void
  /** True while the caller finishes after verification, so the form stays disabled. */
  finishing?: boolean
}

type Notice =
  | { kind: 'incorrect'; message: string }
  | { kind: 'resent' }
  | { kind: 'sendFailed'; message: string }
  | { kind: 'resendFailed' }

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH)

/**
 * The one-time-code screen: sends a code by SMS on entering, checks the typed code, and lets the user ask for a
 * new one after OTP_RESEND_WAIT_S seconds (the server refuses sooner).
 */
export function OtpVerification({
  userId,
  token,
  maskedPhone,
  onVerified,
  finishing = false,
}: OtpVerificationProps) {
  const { t } = useTranslation()
  const [notice, setNotice] = useState<Notice | null>(null)
  const countdown = useCountdown(OTP_RESEND_WAIT_S)
  const form = useForm({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } })
  const sendOtp = useGqlMutation(SendOtpMutation)
  const validateOtp = useGqlMutation(ValidateOtpMutation)

  // One code on entering; StrictMode mounts twice, and a second send would be refused (and replace the first).
  const sent = useRef(false)
  const { mutate: sendCode } = sendOtp
  const { stop: stopCountdown } = countdown
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    sendCode(
      { userId, token },
      {
        onError: (error) => {
          setNotice({ kind: 'sendFailed', message: error.message })
          stopCountdown()
        },
      },
    )
  }, [sendCode, userId, token, stopCountdown])

  const resend = () => {
    setNotice(null)
    sendOtp.mutate(
      { userId, token },
      {
        onSuccess: () => {
          setNotice({ kind: 'resent' })
          countdown.restart()
        },
        onError: () => setNotice({ kind: 'resendFailed' }),
      },
    )
  }

  const verify = async ({ otp }: { otp: string }) => {
    setNotice(null)
    const incorrect = t('auth.otp.incorrectBody')
    // null: accepted. Otherwise the banner's text: the server's own message unless it is the plain mismatch.
    const refusal = await validateOtp
      .mutateAsync({ userId, otpReceived: otp, token })
      .then((data) => (data.validateOTP ? null : incorrect))
      .catch((error: unknown) =>
        error instanceof GqlError && error.code !== ErrorCode.IncorrectOtp ? error.message : incorrect,
      )
    if (refusal === null) return onVerified()
    setNotice({ kind: 'incorrect', message: refusal })
    form.reset({ otp: '' })
    form.setFocus('otp')
  }

  const last4 = (maskedPhone ?? '').replace(/\D/g, '').slice(-4)
  const busy = form.formState.isSubmitting || validateOtp.isPending || finishing

  return (
    <Stack spacing={3} data-testid="otp-verification">
      <Typography variant="body2" color="text.secondary" data-testid="otp-sent-to">
        {last4
          ? t('auth.otp.sentTo', { length: OTP_LENGTH, last4 })
          : t('auth.otp.sentToPhone', { length: OTP_LENGTH })}
      </Typography>
      {notice && <OtpNotice notice={notice} />}
      <Box component="form" noValidate onSubmit={form.handleSubmit(verify)} data-testid="otp-form">
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="otp"
            testId="otp-code"
            label={t('auth.otp.code')}
            transform={digitsOnly}
            autoComplete="one-time-code"
            autoFocus
            required
            htmlInput={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: OTP_LENGTH }}
            sx={{
              '& input': {
                textAlign: 'center',
                fontSize: 24,
                letterSpacing: '0.5em',
                fontVariantNumeric: 'tabular-nums',
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="otp-verify">
            {t('auth.otp.verify')}
          </Button>
        </Stack>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', typography: 'body2' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('auth.otp.noCode')}
        </Typography>
        <Button
          size="small"
          onClick={resend}
          disabled={countdown.remaining > 0 || sendOtp.isPending}
          aria-live="polite"
          data-testid="otp-resend"
        >
          {countdown.remaining > 0
            ? t('auth.otp.resendIn', { seconds: countdown.remaining })
            : t('auth.otp.resend')}
        </Button>
      </Stack>
    </Stack>
  )
}

function OtpNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation()
  switch (notice.kind) {
    case 'incorrect':
      return (
        <Alert severity="error" variant="filled" role="alert" data-testid="otp-error-banner">
          {/* The spec's banner text, shown verbatim; only its first letter is capitalised for display. */}
          <AlertTitle sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
            {t('auth.otp.incorrect')}
          </AlertTitle>
          {notice.message}
        </Alert>
      )
    case 'resent':
      return (
        <Alert severity="success" role="status" data-testid="otp-resent">
          {t('auth.otp.resent')}
        </Alert>
      )
    case 'sendFailed':
      return (
        <Alert severity="error" role="alert" data-testid="otp-send-error">
          {notice.message}
        </Alert>
      )
    case 'resendFailed':
      return (
        <Alert severity="error" role="alert" data-testid="otp-resend-error">
          {t('auth.otp.resendFailed')}
        </Alert>
      )
  }
}
