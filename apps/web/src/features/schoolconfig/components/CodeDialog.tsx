import { zodResolver } from '@hookform/resolvers/zod'
import { type ConfigCodeInput, configCodeInputSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormDialog } from '../../../components/form/FormDialog'
import { useServerForm } from '../../../components/form/hooks/use-server-form'
import { FormNumberField } from '../../../components/form/NumberField'
import { FormSwitch } from '../../../components/form/SwitchField'
import { FormTextField } from '../../../components/form/TextField'

type CodeFormValues = z.input<typeof configCodeInputSchema>

interface Props {
  title: string
  defaultValues: CodeFormValues
  /** Saves the validated code; rejects with a GqlError when the server refuses (a taken label...). */
  onSave: (input: ConfigCodeInput) => Promise<void>
  onClose: () => void
}

/** Adds or edits one option of an option list. Mounted when opened, so each opening starts from its code. */
export function CodeDialog({ title, defaultValues, onSave, onClose }: Props) {
  const { t } = useTranslation()
  const form = useForm<CodeFormValues, unknown, ConfigCodeInput>({
    resolver: zodResolver(configCodeInputSchema),
    defaultValues,
  })
  const { control } = form
  // Field refusals (a taken label included) go under their field; anything else heads the dialog.
  const { submit, submitting: isSubmitting, formError } = useServerForm(form, { onSubmit: onSave })

  return (
    <FormDialog
      open
      title={title}
      error={formError}
      submitting={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('common.save')}
      testId="code-form"
      testIds={{ cancel: 'code-cancel', submit: 'code-save' }}
    >
      <FormTextField
        control={control}
        name="label"
        required
        label={t('schoolConfig.codes.label')}
        helperText={t('schoolConfig.codes.labelHelp')}
        htmlInput={{ maxLength: 100 }}
        testId="code-label"
      />
      <FormTextField
        control={control}
        name="description"
        required
        label={t('schoolConfig.codes.description')}
        htmlInput={{ maxLength: 255 }}
        testId="code-description"
      />
      <FormNumberField
        control={control}
        name="sortOrder"
        required
        label={t('schoolConfig.codes.sortOrder')}
        helperText={t('schoolConfig.codes.sortOrderHelp')}
        min={0}
        testId="code-sort-order"
      />
      <FormSwitch
        control={control}
        name="active"
        label={t('schoolConfig.codes.active')}
        helperText={t('schoolConfig.codes.activeHelp')}
        testId="code-active"
      />
    </FormDialog>
  )
}
