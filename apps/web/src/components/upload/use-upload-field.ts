import type { UploadPurpose } from '@preschool/domain'
import { useEffect, useState } from 'react'
import type { GetUploadTarget } from '../../lib/upload'
import { useUpload } from './use-upload'

/** What every upload field takes. */
export interface UploadFieldProps {
  purpose: UploadPurpose
  label: string
  /** The stored file's key (what the entity saves), or null when there is none. */
  value: string | null
  /** A new key once the bytes are uploaded (with the chosen file, e.g. for a total size), or null when removed. */
  onChange: (key: string | null, file?: File) => void
  /** Asks the feature's upload-URL mutation for a target. */
  getTarget: GetUploadTarget
  /** The form's own message for this field (e.g. a server refusal on save). */
  error?: string
  disabled?: boolean
  /** Prefix of the data-testids: `<testId>-choose`, `-remove`, `-input`, `-progress`, `-error`, and the field's own. */
  testId?: string
  /** Lets the form hold its submit while bytes are still travelling. */
  onUploadingChange?: (uploading: boolean) => void
}

/**
 * An upload field's state: the upload, what the field remembers of the file it has just uploaded (shown until the
 * entity answers with its own), and choosing or removing a file. `message` is the refusal to show, if any.
 */
export function useUploadField<T extends { key: string }>(
  props: UploadFieldProps,
  remember: (key: string, file: File) => T,
) {
  const { onChange, onUploadingChange } = props
  const upload = useUpload(props.purpose, props.getTarget)
  const [recent, setRecent] = useState<T | null>(null)

  useEffect(() => onUploadingChange?.(upload.uploading), [upload.uploading, onUploadingChange])

  const choose = async (file: File) => {
    const key = await upload.start(file)
    if (!key) return
    setRecent(remember(key, file))
    onChange(key, file)
  }
  const remove = () => {
    upload.clearError()
    setRecent(null)
    onChange(null)
  }

  return { upload, recent, choose, remove, message: upload.error ?? props.error }
}

export type UploadFieldControls = Omit<ReturnType<typeof useUploadField>, 'recent'>
