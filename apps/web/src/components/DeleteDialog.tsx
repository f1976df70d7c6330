import type { UseMutationResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { GqlError } from '../lib/request'
import { ConfirmDialog } from './ConfirmDialog'

export interface DeleteDialogProps<TItem, TVariables> {
  /** The record to delete; null keeps the dialog closed. */
  item: TItem | null
  title: string
  text: (item: TItem) => string
  /** The feature's delete mutation, and its variables for the record. */
  mutation: UseMutationResult<unknown, GqlError, TVariables>
  variables: (item: TItem) => TVariables
  onClose: () => void
  onDeleted: (item: TItem) => void
  /** Prefix of the test ids: <testId>-dialog, -confirm, -cancel, -error. */
  testId: string
}

/** Asks before deleting a record; a refusal (e.g. the record is in use) stays in the dialog so the user sees why. */
export function DeleteDialog<TItem, TVariables>(props: DeleteDialogProps<TItem, TVariables>) {
  const { item, mutation, onClose, onDeleted } = props
  const { t } = useTranslation()
  const close = () => {
    mutation.reset()
    onClose()
  }
  const confirm = () => {
    if (!item) return
    mutation.mutate(props.variables(item), {
      onSuccess: () => {
        mutation.reset()
        onDeleted(item)
      },
    })
  }
  return (
    <ConfirmDialog
      confirmation={
        item === null
          ? null
          : {
              title: props.title,
              text: props.text(item),
              confirmLabel: t('common.delete'),
              destructive: true,
            }
      }
      busy={mutation.isPending}
      error={mutation.error?.message}
      onConfirm={confirm}
      onClose={close}
      closableWhileBusy
      testId={props.testId}
      confirmTestId={`${props.testId}-confirm`}
    />
  )
}
