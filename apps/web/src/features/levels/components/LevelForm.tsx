import { zodResolver } from '@hookform/resolvers/zod'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { type LevelInput, levelInputSchema, MAX_DATE } from '@preschool/domain'
import { Controller, type DefaultValues, FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateInput } from '../../../components/date/DateInput'
import { FormActions } from '../../../components/form/FormActions'
import { FormCard } from '../../../components/form/FormCard'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { applyServerErrors } from '../../../lib/form-errors'
import { type LevelFormValues, serverFieldErrors } from '../form-values'
import { LevelSwitch } from './LevelSwitch'
import { ProgramFields } from './ProgramFields'
import { registerMui } from '../../../lib/register-mui'

interface Props {
  defaultValues: DefaultValues<LevelFormValues>
  /** Saves the validated level; rejects with a GqlError when the server refuses. */
  onSave: (input: LevelInput) => Promise<void>
  onCancel: () => void
}

/** The level's fields, validated with the same zod schema the server applies. */
export function LevelForm({ defaultValues, onSave, onCancel }: Props) {
  const { t } = useTranslation()
  const form = useForm<LevelFormValues, unknown, LevelInput>({
    resolver: zodResolver(levelInputSchema),
    defaultValues,
  })
  const {
    register,
    control,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form

  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input)
    } catch (error) {
      applyServerErrors(error, setError, serverFieldErrors, t('common.somethingWrong'))
    }
  })

  return (
    <FormProvider {...form}>
      <FormCard onSubmit={submit} testId="level-form">
        <FormErrorAlert message={errors.root?.server?.message} testId="level-form-error" />
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField
              fullWidth
              required
              label={t('levels.name')}
              {...registerMui(register, 'label')}
              error={Boolean(errors.label)}
              helperText={errors.label?.message}
              slotProps={{ htmlInput: { 'data-testid': 'level-label' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TextField
              fullWidth
              required
              type="number"
              label={t('levels.fromMonth')}
              {...registerMui(register, 'fromMonth', { valueAsNumber: true })}
              error={Boolean(errors.fromMonth)}
              helperText={errors.fromMonth?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, 'data-testid': 'level-from-month' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TextField
              fullWidth
              required
              type="number"
              label={t('levels.toMonth')}
              {...registerMui(register, 'toMonth', { valueAsNumber: true })}
              error={Boolean(errors.toMonth)}
              helperText={errors.toMonth?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, 'data-testid': 'level-to-month' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Controller
              control={control}
              name="promotionDate"
              render={({ field }) => (
                <DateInput
                  fullWidth
                  label={t('levels.promotionDate')}
                  name={field.name}
                  value={field.value ?? ''}
                  // An empty date means no promotion date: null, never ''.
                  onChange={(value) => field.onChange(value || null)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  maxDate={MAX_DATE}
                  error={Boolean(errors.promotionDate)}
                  helperText={errors.promotionDate?.message}
                  testId="level-promotion-date"
                />
              )}
            />
          </Grid>
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
          <LevelSwitch
            control={control}
            name="offOnSaturday"
            label={t('levels.offOnSaturday')}
            testId="level-off-on-saturday"
          />
          <LevelSwitch
            control={control}
            name="isInfant"
            label={t('levels.isInfant')}
            testId="level-is-infant"
          />
          <LevelSwitch control={control} name="active" label={t('common.active')} testId="level-active" />
        </Stack>
        <ProgramFields />
        <FormActions onCancel={onCancel} submitting={isSubmitting} testId="level" />
      </FormCard>
    </FormProvider>
  )
}
