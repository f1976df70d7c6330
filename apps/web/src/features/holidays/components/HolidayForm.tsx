import { zodResolver } from '@hookform/resolvers/zod'
import Grid from '@mui/material/Grid'
import { HOLIDAY_TITLE_MAX, type HolidayData, holidayInputSchema } from '@preschool/domain'
import { useState } from 'react'
import { type DefaultValues, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDateField } from '../../../components/form/DateField'
import { FormTextField } from '../../../components/form/TextField'
import { FormImageField } from '../../../components/form/UploadFields'
import { FormActions } from '../../../components/form/FormActions'
import { FormCard } from '../../../components/form/FormCard'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { useServerForm } from '../../../components/form/hooks/use-server-form'
import type { GetUploadTarget } from '../../../lib/upload'
import type { CentreOption } from '../documents'
import type { HolidayFormValues } from '../form-values'
import { FormMultiSelect } from '../../../components/form/MultiSelectField'
import { FormSwitch } from '../../../components/form/SwitchField'

interface Props {
  defaultValues: DefaultValues<HolidayFormValues>
  centreOptions: CentreOption[]
  centresLoading: boolean
  canMakePublic: boolean
  /** The saved photo's signed link, shown until the photo is replaced or removed. */
  photoUrl: string | null
  getPhotoTarget: GetUploadTarget
  /** Saves the validated holiday; rejects with a GqlError when the server refuses. */
  onSave: (data: HolidayData) => Promise<void>
  onCancel: () => void
}

/** The holiday's fields, validated with the same zod schema the server applies. */
export function HolidayForm(props: Props) {
  const { defaultValues, centreOptions, centresLoading, canMakePublic, onSave, onCancel } = props
  const { t } = useTranslation()
  // Saving waits for the photo's bytes: the key means nothing to the server until they have arrived.
  const [uploading, setUploading] = useState(false)
  const form = useForm<HolidayFormValues, unknown, HolidayData>({
    resolver: zodResolver(holidayInputSchema),
    defaultValues,
  })
  const { control, watch } = form
  const isPublic = watch('isPublic')

  const { submit, submitting, formError } = useServerForm(form, { onSubmit: onSave })

  const dateField = (name: 'from' | 'to', label: string) => (
    <FormDateField
      control={control}
      name={name}
      required
      label={label}
      emptyValue={null}
      testId={`holiday-${name}`}
    />
  )

  return (
    <FormCard onSubmit={submit} testId="holiday-form">
      <FormErrorAlert message={formError} testId="holiday-form-error" />
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="title"
            required
            label={t('holidays.holidayTitle')}
            htmlInput={{ maxLength: HOLIDAY_TITLE_MAX }}
            testId="holiday-title"
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            multiline
            minRows={2}
            label={t('holidays.description')}
            testId="holiday-description"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{dateField('from', t('holidays.from'))}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{dateField('to', t('holidays.to'))}</Grid>
        <Grid size={12}>
          {/* Only HQ staff may close every centre; the server refuses others, so the switch says so up front. */}
          <FormSwitch
            control={control}
            name="isPublic"
            label={t('holidays.isPublic')}
            testId="holiday-public"
            disabled={!canMakePublic}
            helperText={canMakePublic ? t('holidays.publicHelp') : t('holidays.publicHqOnly')}
          />
        </Grid>
        <Grid size={12}>
          <FormMultiSelect
            control={control}
            name="centreIDs"
            label={t('holidays.centres')}
            options={centreOptions.map((c) => ({ value: c.ID, label: c.label }))}
            loading={centresLoading}
            disabled={Boolean(isPublic)}
            helperText={isPublic ? t('holidays.centresPublic') : undefined}
            testId="holiday-centres"
          />
        </Grid>
        <Grid size={12}>
          <FormImageField
            control={control}
            name="holidayImageKey"
            purpose="holiday_photo"
            label={t('holidays.image')}
            previewUrl={props.photoUrl}
            getTarget={props.getPhotoTarget}
            onUploadingChange={setUploading}
            testId="holiday-image"
          />
        </Grid>
      </Grid>
      <FormActions onCancel={onCancel} submitting={submitting} saveDisabled={uploading} testId="holiday" />
    </FormCard>
  )
}
