import { zodResolver } from '@hookform/resolvers/zod'
import Divider from '@mui/material/Divider'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { type CentreSaveInput, centreSaveSchema, TEACHER_RATIO_MAX } from '@preschool/domain'
import { type DefaultValues, FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form/FormActions'
import { FormCard } from '../../../components/form/FormCard'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { useServerForm } from '../../../components/form/hooks/use-server-form'
import { FormNumberField } from '../../../components/form/NumberField'
import { FormSwitch } from '../../../components/form/SwitchField'
import { FormTextField } from '../../../components/form/TextField'
import type { CentreFormValues } from '../form-values'
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
  const { control } = form

  const { submit, submitting, formError } = useServerForm(form, { onSubmit: onSave })

  return (
    <FormProvider {...form}>
      <FormCard onSubmit={submit} testId="centre-form">
        <FormErrorAlert message={formError} testId="centre-form-error" />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('centres.details')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              required
              name="centreData.code"
              label={t('centres.code')}
              testId="centre-code"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="centreData.ecdaCode"
              label={t('centres.ecdaCode')}
              testId="centre-ecda-code"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormNumberField
              control={control}
              required
              name="centreData.teacherRatio"
              label={t('centres.teacherRatio')}
              helperText={t('centres.teacherRatioHint')}
              min={1}
              max={TEACHER_RATIO_MAX}
              testId="centre-teacher-ratio"
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              required
              name="centreData.label"
              label={t('centres.label')}
              testId="centre-label"
            />
          </Grid>
        </Grid>
        <FormSwitch
          control={control}
          name="centreData.active"
          label={t('centres.activeHint')}
          testId="centre-active"
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
              control={control}
              required
              name="addressData.address"
              label={t('centres.street')}
              testId="centre-address"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="addressData.building"
              label={t('centres.building')}
              testId="centre-building"
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField
              control={control}
              name="addressData.floor"
              label={t('centres.floor')}
              testId="centre-floor"
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField
              control={control}
              name="addressData.unit"
              label={t('centres.unit')}
              testId="centre-unit"
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormNumberField
              control={control}
              name="addressData.lat"
              label={t('centres.lat')}
              integer={false}
              testId="centre-lat"
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormNumberField
              control={control}
              name="addressData.lng"
              label={t('centres.lng')}
              integer={false}
              deps={['addressData.lat']}
              testId="centre-lng"
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
