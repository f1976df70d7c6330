import { lazy, Suspense } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useLeaveGuard } from './hooks/use-leave-guard'

const LeaveFormDialog = lazy(() => import('./LeaveFormDialog'))

/**
 * Put inside a form: leaving the page with unsaved changes asks first (the dialog loads only when needed). A form
 * being sent, or sent, may leave: saving navigates back to the list.
 */
export function LeaveGuard<T extends FieldValues, C, O>({ form }: { form: UseFormReturn<T, C, O> }) {
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState
  const blocker = useLeaveGuard(isDirty && !isSubmitting && !isSubmitSuccessful)
  if (blocker.state !== 'blocked') return null
  return (
    <Suspense fallback={null}>
      <LeaveFormDialog blocker={blocker} />
    </Suspense>
  )
}
