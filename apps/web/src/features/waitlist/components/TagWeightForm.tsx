import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { updateTagSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert, FormNumberField, useServerForm } from '../../../components/form'
import type { WaitlistTagRow } from '../documents'
import { useTagWeight } from '../hooks'

interface WeightValues {
  weight: number
}

/** One tag's weight, saved on its own (a weight reorders every queue the tag is in). */
export function TagWeightForm({ tag, canWrite }: { tag: WaitlistTagRow; canWrite: boolean }) {
  const { t } = useTranslation()
  const save = useTagWeight()
  const form = useForm<WeightValues>({
    resolver: zodResolver(updateTagSchema),
    defaultValues: { weight: tag.weight },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (values) => save.mutateAsync({ ID: tag.ID, weight: values.weight }),
    onSuccess: () => form.reset({ weight: form.getValues('weight') }),
  })
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
    >
      <FormErrorAlert message={formError} testId={`tag-weight-error-${tag.ID}`} />
      <FormNumberField
        control={form.control}
        name="weight"
        label={t('waitlist.weight')}
        testId={`tag-weight-${tag.ID}`}
        disabled={!canWrite}
      />
      {canWrite && (
        <Button type="submit" loading={submitting} data-testid={`tag-weight-save-${tag.ID}`}>
          {t('waitlist.saveWeight')}
        </Button>
      )}
    </Stack>
  )
}
