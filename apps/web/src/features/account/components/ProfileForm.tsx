import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import { type ProfileInput, profileInputSchema, SINGAPORE_CALLING_CODE } from '@preschool/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField, useServerForm } from '../../../components/form'
import { useGqlMutation } from '../../../lib/graphql-hooks'
import { updateMyProfileMutation } from '../documents'
import { invalidateAccount } from '../invalidate'
import { AccountSection } from './AccountSection'

type ProfileValues = { firstname: string; lastname: string; mobilePhone: string }

/** The parent's names and Singapore mobile (the one-time code goes there). */
export function ProfileForm({ account }: { account: ProfileValues }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(false)
  const save = useGqlMutation(updateMyProfileMutation)
  const form = useForm<ProfileValues, unknown, ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: account,
    mode: 'onTouched',
  })
  const { submit: onSubmit, formError } = useServerForm(form, {
    onSubmit: async (values) => {
      setSaved(false)
      await save.mutateAsync(values)
      await invalidateAccount(queryClient)
      form.reset(values)
      setSaved(true)
    },
    formMessageAt: 'mobilePhone',
  })
  return (
    <AccountSection
      title={t('account.profile')}
      testId="account-profile"
      onSubmit={onSubmit}
      error={formError}
    >
      {saved && (
        <Alert severity="success" data-testid="account-profile-saved">
          {t('account.profileSaved')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="firstname"
          testId="account-firstname"
          label={t('account.firstname')}
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={form.control}
          name="lastname"
          testId="account-lastname"
          label={t('account.lastname')}
          autoComplete="family-name"
          required
        />
      </Stack>
      <FormTextField
        control={form.control}
        name="mobilePhone"
        testId="account-mobile"
        label={t('account.mobile')}
        helperText={t('account.mobileHint')}
        type="tel"
        autoComplete="tel-national"
        required
        startAdornment={<InputAdornment position="start">{SINGAPORE_CALLING_CODE}</InputAdornment>}
        htmlInput={{ inputMode: 'tel' }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={form.formState.isSubmitting}
          data-testid="account-profile-save"
        >
          {t('account.saveProfile')}
        </Button>
      </Stack>
    </AccountSection>
  )
}
