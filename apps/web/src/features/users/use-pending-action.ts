import { useState } from 'react'

interface Resettable {
  reset: () => void
  isPending: boolean
  error: { message: string } | null
}

/**
 * A row action waiting for its confirmation (remove, activate...): the row, the action, the mutation that carries
 * it out, and closing, which forgets the refusal of every mutation. `dialog` is the ConfirmDialog's busy state,
 * refusal and closing.
 */
export function usePendingAction<Row, A extends string>(mutations: Record<A, Resettable>) {
  const [pending, setPending] = useState<{ row: Row; action: A } | null>(null)
  const close = () => {
    for (const mutation of Object.values<Resettable>(mutations)) mutation.reset()
    setPending(null)
  }
  const mutation = pending ? mutations[pending.action] : null
  return {
    pending,
    ask: (row: Row, action: A) => setPending({ row, action }),
    close,
    dialog: { busy: mutation?.isPending ?? false, error: mutation?.error?.message, onClose: close },
  }
}
