import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { type ConfigCodeInput, configCodeInputSchema } from '@preschool/domain'
import type { InputHTMLAttributes } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { GqlError } from '../../../lib/request'
import { registerMui } from '../../../lib/register-mui'

type CodeFormValues = z.input<typeof configCodeInputSchema>

interface Props {
  title: string
  defaultValues: CodeFormValues
  /** Saves the validated code; rejects with a GqlError when the server refuses (a taken label...). */
  onSave: (input: ConfigCodeInput) => Promise<void>
  onClose: () => void
}

const fieldNames = ['label', 'description', 'sortOrder'] as const
type CodeField = (typeof fieldNames)[number]
const isField = (key: string): key is CodeField => (fieldNames as readonly string[]).includes(key)

/** Adds or edits one option of an option list. Mounted when opened, so each opening starts from its code. */
export function CodeDialog({ title, defaultValues, onSave, onClose }: Props) {
  const { t } = useTranslation()
  const {
    register,
    control,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeFormValues, unknown, ConfigCodeInput>({
    resolver: zodResolver(configCodeInputSchema),
    defaultValues,
  })

  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input)
    } catch (error) {
      const refusal =
        error instanceof GqlError ? error : new GqlError([{ message: t('common.somethingWrong') }])
      // Field refusals (a taken label included) go under their field; anything else heads the dialog.
      const fields = Object.entries(refusal.fields).filter((entry): entry is [CodeField, string] =>
        isField(entry[0]),
      )
      for (const [name, message] of fields) setError(name, { type: 'server', message })
      if (!fields.length) setError('root.server', { type: 'server', message: refusal.message })
    }
  })

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="code-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit} data-testid="code-form">
        <DialogTitle id="code-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors.root?.server && (
              <Alert severity="error" data-testid="code-form-error">
                {errors.root.server.message}
              </Alert>
            )}
            <TextField
              required
              label={t('schoolConfig.codes.label')}
              {...registerMui(register, 'label')}
              error={Boolean(errors.label)}
              helperText={errors.label?.message ?? t('schoolConfig.codes.labelHelp')}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'code-label' } }}
            />
            <TextField
              required
              label={t('schoolConfig.codes.description')}
              {...registerMui(register, 'description')}
              error={Boolean(errors.description)}
              helperText={errors.description?.message}
              slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'code-description' } }}
            />
            <TextField
              required
              type="number"
              label={t('schoolConfig.codes.sortOrder')}
              {...registerMui(register, 'sortOrder', { valueAsNumber: true })}
              error={Boolean(errors.sortOrder)}
              helperText={errors.sortOrder?.message ?? t('schoolConfig.codes.sortOrderHelp')}
              slotProps={{
                htmlInput: { inputMode: 'numeric', min: 0, step: 1, 'data-testid': 'code-sort-order' },
              }}
            />
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <div>
                  <FormControlLabel
                    label={t('schoolConfig.codes.active')}
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(_event, checked) => field.onChange(checked)}
                        onBlur={field.onBlur}
                        name={field.name}
                        slotProps={{
                          input: {
                            ...testIdProps('code-active'),
                            'aria-describedby': 'code-active-help',
                            ref: field.ref,
                          },
                        }}
                      />
                    }
                  />
                  <FormHelperText id="code-active-help" sx={{ mt: 0 }}>
                    {t('schoolConfig.codes.activeHelp')}
                  </FormHelperText>
                </div>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting} data-testid="code-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} data-testid="code-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** data-* attributes are valid on the input, but the slot's props type does not list them. */
const testIdProps = (testId: string) => ({ 'data-testid': testId }) as InputHTMLAttributes<HTMLInputElement>
