import { zodResolver } from '@hookform/resolvers/zod'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useServerForm } from './use-server-form'

interface Options<In extends FieldValues, Out> {
  /** The rule from `packages/domain` the server applies to the same input. */
  schema: z.ZodType<Out, In>
  defaultValues?: DefaultValues<In>
  /** Sends the validated values; a refusal shows in the dialog, which stays open. */
  onSubmit: (values: Out) => Promise<unknown>
  onClose: () => void
}

/**
 * The form of a dialog that stays mounted between openings (FormDialog): validated by the server's rule, and
 * closing it (cancel, or a successful send) resets the fields so the next opening starts clean. Returns the form for
 * the fields and the props FormDialog takes from it (`<FormDialog {...dialog}>`).
 */
export function useDialogForm<In extends FieldValues, Out>(options: Options<In, Out>) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
  })
  const close = () => {
    form.reset()
    options.onClose()
  }
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: options.onSubmit,
    onSuccess: close,
  })
  return { form, dialog: { error: formError, submitting, onSubmit: submit, onClose: close } }
}
