import { zodResolver } from '@hookform/resolvers/zod'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import { type LevelInput, levelInputSchema } from '@preschool/domain'
import { type DefaultValues, FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  FormActions,
  FormCard,
  FormDateField,
  FormErrorAlert,
  FormNumberField,
  FormSwitch,
  FormTextField,
  LeaveGuard,
  useServerForm,
} from '../../../components/form'
import type { LevelFormValues } from '../form-values'
import { ProgramFields } from './ProgramFields'

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
  const { control } = form
  const { submit, submitting, formError } = useServerForm(form, { onSubmit: onSave })

  return (
    <FormProvider {...form}>
      <FormCard onSubmit={submit} testId="level-form">
        <LeaveGuard form={form} />
        <FormErrorAlert message={formError} testId="level-form-error" />
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="label"
              label={t('levels.name')}
              testId="level-label"
              required
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormNumberField
              control={control}
              name="fromMonth"
              label={t('levels.fromMonth')}
              testId="level-from-month"
              min={0}
              required
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormNumberField
              control={control}
              name="toMonth"
              label={t('levels.toMonth')}
              testId="level-to-month"
              min={1}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {/* An empty date means no promotion date: null, never ''. */}
            <FormDateField
              control={control}
              name="promotionDate"
              label={t('levels.promotionDate')}
              testId="level-promotion-date"
              emptyValue={null}
            />
          </Grid>
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
          <FormSwitch
            control={control}
            name="offOnSaturday"
            label={t('levels.offOnSaturday')}
            testId="level-off-on-saturday"
          />
          <FormSwitch
            control={control}
            name="isInfant"
            label={t('levels.isInfant')}
            testId="level-is-infant"
          />
          <FormSwitch control={control} name="active" label={t('common.active')} testId="level-active" />
        </Stack>
        <ProgramFields />
        <FormActions onCancel={onCancel} submitting={submitting} testId="level" />
      </FormCard>
    </FormProvider>
  )
}
