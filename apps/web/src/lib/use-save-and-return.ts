import { useNavigate } from 'react-router'
import type { NoticeState } from './use-notice'

/**
 * A form page's onSave: saves, then returns to the list, which shows the notice in its snackbar (useNotice). A
 * refusal rejects before navigating, so the form can show it.
 */
export function useSaveAndReturn<TInput>(
  save: (input: TInput) => Promise<unknown>,
  destination: (input: TInput) => { to: string; notice: string },
) {
  const navigate = useNavigate()
  return async (input: TInput) => {
    await save(input)
    const { to, notice } = destination(input)
    const state: NoticeState = { notice }
    navigate(to, { state })
  }
}
