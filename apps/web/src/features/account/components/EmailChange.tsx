import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { emailChangeConfirmSchema, emailChangeRequestSchema, normaliseEmail } from '@preschool/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField, useServerForm } from '../../../components/form'
import { useGqlMutation } from '../../../lib/graphql-hooks'
import { confirmEmailChangeMutation, requestEmailChangeMutation } from '../documents'
import { invalidateAccount } from '../invalidate'
import { AccountSection } from './AccountSection'

/**
 * The email in two steps: the new address gets a code, and the account's email changes only once the code is
 * entered here. A pending change survives a reload (the server keeps it), so the code step shows again.
 */
export function EmailChange({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [changed, setChanged] = useState(false)
  // While a code is pending, the parent may still ask for another address instead.
  const [another, setAnother] = useState(false)
  const awaitingCode = pendingEmail !== null && !another
  const request = useGqlMutation(requestEmailChangeMutation)
  const confirm = useGqlMutation(confirmEmailChangeMutation)
  const requestForm = useForm({
    resolver: zodResolver(emailChangeRequestSchema),
    defaultValues: { newEmail: '' },
    mode: 'onTouched',
  })
  const codeForm = useForm({
    resolver: zodResolver(emailChangeConfirmSchema),
    defaultValues: { code: '' },
  })

  const { submit: onRequest, formError: requestError } = useServerForm(requestForm, {
    onSubmit: async (values) => {
      setChanged(false)
      await request.mutateAsync(values)
      setAnother(false)
      requestForm.reset()
      codeForm.reset()
      await invalidateAccount(queryClient)
    },
    formMessageAt: 'newEmail',
  })
  const { submit: onConfirm, formError: confirmError } = useServerForm(codeForm, {
    onSubmit: async (values) => {
      await confirm.mutateAsync(values)
      codeForm.reset()
      setChanged(true)
      await invalidateAccount(queryClient)
    },
    formMessageAt: 'code',
  })

  return (
    <AccountSection
      title={t('account.email')}
      description={t('account.emailCurrent', { email })}
      testId="account-email"
      onSubmit={awaitingCode ? onConfirm : onRequest}
      error={awaitingCode ? confirmError : requestError}
    >
      {changed && (
        <Alert severity="success" data-testid="account-email-changed">
          {t('account.emailChanged', { email })}
        </Alert>
      )}
      {awaitingCode ? (
        <>
          <Typography variant="body2" data-testid="account-email-pending">
            {t('account.codeSent', { email: pendingEmail })}
          </Typography>
          <FormTextField
            control={codeForm.control}
            name="code"
            testId="account-email-code"
            label={t('account.code')}
            autoComplete="one-time-code"
            required
            htmlInput={{ inputMode: 'numeric', maxLength: 6 }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setAnother(true)} data-testid="account-email-another">
              {t('account.anotherEmail')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={codeForm.formState.isSubmitting}
              data-testid="account-email-confirm"
            >
              {t('account.confirmEmail')}
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <FormTextField
            control={requestForm.control}
            name="newEmail"
            testId="account-new-email"
            label={t('account.newEmail')}
            type="email"
            autoComplete="email"
            transform={normaliseEmail}
            required
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={requestForm.formState.isSubmitting}
              data-testid="account-email-send"
            >
              {t('account.sendCode')}
            </Button>
          </Stack>
        </>
      )}
    </AccountSection>
  )
}
