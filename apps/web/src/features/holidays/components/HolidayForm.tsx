import { zodResolver } from '@hookform/resolvers/zod'
import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import { HOLIDAY_TITLE_MAX, type HolidayData, holidayInputSchema, MAX_DATE } from '@preschool/domain'
import { useState } from 'react'
import { Controller, type DefaultValues, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateInput } from '../../../components/date/DateInput'
import { ImageUploadField } from '../../../components/upload'
import { FormActions } from '../../../components/form/FormActions'
import { FormCard } from '../../../components/form/FormCard'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { useServerForm } from '../../../components/form/hooks/use-server-form'
import type { GetUploadTarget } from '../../../lib/upload'
import { registerMui } from '../../../lib/register-mui'
import type { CentreOption } from '../documents'
import { dropEmptyDate, type HolidayFormValues } from '../form-values'
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
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form
  const isPublic = watch('isPublic')

  const { submit, submitting } = useServerForm(form, { onSubmit: onSave })

  const dateField = (name: 'from' | 'to', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          fullWidth
          required
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(dropEmptyDate(value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          maxDate={MAX_DATE}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message}
          testId={`holiday-${name}`}
        />
      )}
    />
  )

  return (
    <FormCard onSubmit={submit} testId="holiday-form">
      <FormErrorAlert message={errors.root?.server?.message} testId="holiday-form-error" />
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            fullWidth
            required
            label={t('holidays.holidayTitle')}
            {...registerMui(register, 'title')}
            error={Boolean(errors.title)}
            helperText={errors.title?.message}
            slotProps={{ htmlInput: { maxLength: HOLIDAY_TITLE_MAX, 'data-testid': 'holiday-title' } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={t('holidays.description')}
            {...registerMui(register, 'description')}
            error={Boolean(errors.description)}
            helperText={errors.description?.message}
            slotProps={{ htmlInput: { 'data-testid': 'holiday-description' } }}
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
          <Controller
            control={control}
            name="holidayImageKey"
            render={({ field, fieldState }) => (
              <ImageUploadField
                purpose="holiday_photo"
                label={t('holidays.image')}
                value={field.value ?? null}
                previewUrl={props.photoUrl}
                onChange={(key) => field.onChange(key)}
                getTarget={props.getPhotoTarget}
                error={fieldState.error?.message}
                onUploadingChange={setUploading}
                testId="holiday-image"
              />
            )}
          />
        </Grid>
      </Grid>
      <FormActions onCancel={onCancel} submitting={submitting} saveDisabled={uploading} testId="holiday" />
    </FormCard>
  )
}
