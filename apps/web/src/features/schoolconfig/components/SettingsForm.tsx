import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { schoolConfigFormSchema, type ValidSchoolConfig } from '@preschool/domain'
import { type ReactNode, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ConfigFormValues } from '../config-form'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { useServerForm } from '../../../components/form/hooks/use-server-form'
import { EnrolmentSettings } from './EnrolmentSettings'
import { FeatureSwitches } from './FeatureSwitches'
import { PaynowSettings, PrivacySettings } from './PrivacySettings'
import { ThemeSection } from './ThemeSection'

interface Props {
  schoolId: number
  defaultValues: ConfigFormValues
  /** Without write access every field is read-only and there is no Save. */
  canWrite: boolean
  /** Saves every value; resolves with the values as stored, rejects with a GqlError when refused. */
  onSave: (values: ValidSchoolConfig) => Promise<ConfigFormValues>
  onSaved: () => void
}

/** The school's settings in three sections, validated with the rules the server applies. */
export function SettingsForm({ schoolId, defaultValues, canWrite, onSave, onSaved }: Props) {
  const { t } = useTranslation()
  const form = useForm<ConfigFormValues, unknown, ValidSchoolConfig>({
    resolver: zodResolver(schoolConfigFormSchema),
    defaultValues,
    disabled: !canWrite,
  })
  const [uploading, setUploading] = useState(false)
  const { reset } = form

  // Stored values replace the form's: an uploaded file's key comes back as its public address.
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: async (values) => reset(await onSave(values)),
    onSuccess: onSaved,
  })

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={3} data-testid="schoolconfig-form">
        {!canWrite && (
          <Alert severity="info" data-testid="schoolconfig-read-only">
            {t('schoolConfig.readOnly')}
          </Alert>
        )}
        <FormErrorAlert message={formError} testId="schoolconfig-form-error" />
        <Section title={t('schoolConfig.theme')} description={t('schoolConfig.themeHelp')} id="theme">
          <ThemeSection schoolId={schoolId} onUploadingChange={setUploading} />
        </Section>
        <Section title={t('schoolConfig.enrolment')} id="enrolment">
          <Stack spacing={2}>
            <EnrolmentSettings />
            <PaynowSettings />
          </Stack>
        </Section>
        <Section title={t('schoolConfig.features')} id="features">
          <FeatureSwitches />
        </Section>
        <Section title={t('schoolConfig.privacy')} id="privacy">
          <PrivacySettings />
        </Section>
        {canWrite && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              loading={submitting}
              disabled={uploading}
              data-testid="schoolconfig-save"
            >
              {t('schoolConfig.save')}
            </Button>
          </Stack>
        )}
      </Stack>
    </FormProvider>
  )
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: string
  children: ReactNode
}) {
  const headingId = `schoolconfig-${id}-title`
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      <Divider sx={{ my: 2 }} />
      {children}
    </Paper>
  )
}
