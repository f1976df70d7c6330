import { useMemo } from 'react'
import { z } from 'zod'
import { FormDialog } from './FormDialog'
import { useDialogForm } from './hooks/use-dialog-form'
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
  const schema = useMemo(() => z.object({ remark: props.schema }), [props.schema])
  const { form, dialog } = useDialogForm({
    schema,
    defaultValues: { remark: '' },
    onSubmit: (values) => props.onSubmit(values.remark?.trim() || null),
    onClose: props.onClose,
  })
  return (
    <FormDialog
      open={props.open}
      title={props.title}
      text={props.text}
      {...dialog}
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
