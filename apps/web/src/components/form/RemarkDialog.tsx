import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { FormDialog } from './FormDialog'
import { useServerForm } from './hooks/use-server-form'
import { FormTextField } from './TextField'

interface Props {
  open: boolean
  title: string
  /** What the decision does, above the field. */
  text?: string
  label: string
  confirmLabel: string
  /** The remark's rule from `packages/domain`, the one the server applies (required or optional, its length). */
  schema: z.ZodType<string | null | undefined, string | null | undefined>
  /** Marks the field required (the schema is what enforces it). */
  required?: boolean
  /** A destructive decision (reject, remove) confirms in the error colour. */
  destructive?: boolean
  testId: string
  /** Sends the decision, then the dialog closes; a refusal's message shows in the dialog, which stays open. */
  onSubmit: (remark: string | null) => Promise<unknown>
  onClose: () => void
}

/**
 * A decision or request with its remark (reject, recall, approve with a note, mark not required): the kit's one
 * remark dialog. The remark is checked as typed by the server's rule and sent trimmed; empty optional remarks go as
 * null. Test ids: the dialog `testId`, the field `testId-remark`, the buttons `testId-cancel` and `testId-confirm`.
 */
export function RemarkDialog(props: Props) {
  const resolver = useMemo(() => zodResolver(z.object({ remark: props.schema })), [props.schema])
  const form = useForm<{ remark: string | null | undefined }, unknown, { remark: string | null | undefined }>(
    {
      resolver,
      defaultValues: { remark: '' },
    },
  )
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (values) => props.onSubmit(values.remark?.trim() || null),
    onSuccess: () => close(),
  })
  function close() {
    form.reset()
    props.onClose()
  }
  return (
    <FormDialog
      open={props.open}
      title={props.title}
      text={props.text}
      error={formError}
      submitting={submitting}
      onSubmit={submit}
      onClose={close}
      submitLabel={props.confirmLabel}
      destructive={props.destructive}
      testId={props.testId}
    >
      <FormTextField
        control={form.control}
        name="remark"
        label={props.label}
        testId={`${props.testId}-remark`}
        required={props.required}
        multiline
      />
    </FormDialog>
  )
}
