import type { FormEvent } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../lib/form-errors'

interface Options<T extends FieldValues, O> {
  /** Sends the validated values; rejects with the server's refusal (a GqlError) to show it on the form. */
  onSubmit: (values: O) => Promise<unknown>
  /** After a successful send (clear a draft, navigate, show a notice). */
  onSuccess?: () => void
  /** Where a message that names no field goes, when the spec puts it under a field rather than above the form. */
  formMessageAt?: FieldPath<T>
  /** Fields the form edits as one (a matrix): a message for anything below one of them goes on it. */
  whole?: readonly FieldPath<T>[]
}

/**
 * Submitting a form to the server: validates (the form's zod resolver), sends, and puts each refusal on the field
 * the server names in `extensions.fields` (the rest on root.server, shown by FormErrorAlert). `submitting` holds
 * the form's buttons while the request runs, so a double click sends once.
 */
export function useServerForm<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  options: Options<T, O>,
) {
  const { t } = useTranslation()
  const submit = form.handleSubmit(async (values) => {
    try {
      await options.onSubmit(values)
    } catch (error) {
      applyServerErrors(error, form, t('common.somethingWrong'), options)
      return
    }
    options.onSuccess?.()
  })
  return {
    submit: (event?: FormEvent) => void submit(event),
    submitting: form.formState.isSubmitting,
    /** The refusal that belongs to no field, for FormErrorAlert. */
    formError: form.formState.errors.root?.server?.message,
  }
}
