import { Messages, type UploadPurpose } from '@preschool/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fitImage } from '../../lib/fit-image'
import { GqlError } from '../../lib/request'
import { checkFile, type GetUploadTarget, UploadError, uploadForPurpose } from '../../lib/upload'

/** What the user reads when an upload fails: our own refusals and the server's, else the spec's message. */
function messageOf(error: unknown): string {
  if (error instanceof UploadError || error instanceof GqlError) return error.message
  return Messages.uploadFailed
}

/**
 * One upload at a time for a field: check, target, PUT with progress. `start` resolves with the key, or null
 * when refused (the message is in `error`) or replaced by a newer choice. Leaving the screen aborts it.
 */
export function useUpload(purpose: UploadPurpose, getTarget: GetUploadTarget) {
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const current = useRef<AbortController | null>(null)

  useEffect(() => () => current.current?.abort(), [])

  const start = useCallback(
    async (chosen: File): Promise<string | null> => {
      current.current?.abort()
      setError(null)
      // A phone photo larger than the limit is drawn again smaller first; only one that cannot fit is refused.
      const file = await fitImage(purpose, chosen)
      const problem = checkFile(purpose, file)
      if (problem) {
        setProgress(null)
        setError(problem)
        return null
      }
      const controller = new AbortController()
      current.current = controller
      setProgress(0)
      try {
        return await uploadForPurpose(purpose, file, getTarget, {
          signal: controller.signal,
          onProgress: (percent) => {
            if (current.current === controller) setProgress(percent)
          },
        })
      } catch (failure) {
        if (current.current === controller) setError(messageOf(failure))
        return null
      } finally {
        if (current.current === controller) {
          current.current = null
          setProgress(null)
        }
      }
    },
    [purpose, getTarget],
  )

  const clearError = useCallback(() => setError(null), [])
  return { start, progress, uploading: progress !== null, error, clearError }
}
