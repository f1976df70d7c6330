import { zodResolver } from '@hookform/resolvers/zod'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { type CentreSaveInput, centreSaveSchema, TEACHER_RATIO_MAX } from '@preschool/domain'
import type { InputHTMLAttributes } from 'react'
import { Controller, type DefaultValues, FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form/FormActions'
import { FormCard } from '../../../components/form/FormCard'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { useServerForm } from '../../../components/form/hooks/use-server-form'
import type { CentreFormValues } from '../form-values'
import { FormTextField, parseOptionalNumber, parseRequiredNumber } from './FormTextField'
import { NearbyPostcodes } from './NearbyPostcodes'
import { OfferChecklist } from './OfferChecklist'
import { PostalCodeField } from './PostalCodeField'

interface Props {
  schoolId: number
  defaultValues: DefaultValues<CentreFormValues>
  /** Saves the checked centre; rejects with a GqlError when the server refuses. */
  onSave: (input: CentreSaveInput) => Promise<void>
  onCancel: () => void
}

/** The centre's fields, checked with the same zod schema the server applies. */
export function CentreForm({ schoolId, defaultValues, onSave, onCancel }: Props) {
  const { t } = useTranslation()
  const form = useForm<CentreFormValues, unknown, CentreSaveInput>({
    resolver: zodResolver(centreSaveSchema),
    defaultValues,
  })
  const {
    control,
    formState: { errors },
  } = form

  const { submit, submitting } = useServerForm(form, { onSubmit: onSave })

  return (
    <FormProvider {...form}>
      <FormCard onSubmit={submit} testId="centre-form">
        <FormErrorAlert message={errors.root?.server?.message} testId="centre-form-error" />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('centres.details')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField required name="centreData.code" label={t('centres.code')} testId="centre-code" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              name="centreData.ecdaCode"
              label={t('centres.ecdaCode')}
              testId="centre-ecda-code"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              required
              type="number"
              name="centreData.teacherRatio"
              label={t('centres.teacherRatio')}
              helperText={t('centres.teacherRatioHint')}
              parse={parseRequiredNumber}
              testId="centre-teacher-ratio"
              inputProps={{ inputMode: 'numeric', min: 1, max: TEACHER_RATIO_MAX }}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              required
              name="centreData.label"
              label={t('centres.label')}
              testId="centre-label"
            />
          </Grid>
        </Grid>
        <Controller
          control={control}
          name="centreData.active"
          render={({ field }) => (
            <FormControlLabel
              label={t('centres.activeHint')}
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(_event, checked) => field.onChange(checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                  slotProps={{ input: { ...testIdProps('centre-active'), ref: field.ref } }}
                />
              }
            />
          )}
        />
        <Divider />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('centres.address')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <PostalCodeField />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField
              required
              name="addressData.address"
              label={t('centres.street')}
              testId="centre-address"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              name="addressData.building"
              label={t('centres.building')}
              testId="centre-building"
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField name="addressData.floor" label={t('centres.floor')} testId="centre-floor" />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField name="addressData.unit" label={t('centres.unit')} testId="centre-unit" />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField
              type="number"
              name="addressData.lat"
              label={t('centres.lat')}
              parse={parseOptionalNumber}
              testId="centre-lat"
              inputProps={{ step: 'any' }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField
              type="number"
              name="addressData.lng"
              label={t('centres.lng')}
              parse={parseOptionalNumber}
              deps={['addressData.lat']}
              testId="centre-lng"
              inputProps={{ step: 'any' }}
            />
          </Grid>
        </Grid>
        <Divider />
        <NearbyPostcodes />
        <Divider />
        <OfferChecklist schoolId={schoolId} />
        <FormActions onCancel={onCancel} submitting={submitting} testId="centre" />
      </FormCard>
    </FormProvider>
  )
}

/** data-* attributes are valid on the input, but the slot's props type does not list them. */
const testIdProps = (testId: string) => ({ 'data-testid': testId }) as InputHTMLAttributes<HTMLInputElement>
