import { acceptFor, type UploadPurpose } from '@preschool/domain'
import type { RefObject } from 'react'

/**
 * The native picker, opened by the field's visible button. Its value is cleared after each choice so choosing
 * the same file again (after an error) still reports a change.
 */
export function HiddenFileInput(props: {
  inputRef: RefObject<HTMLInputElement | null>
  purpose: UploadPurpose
  label: string
  testId: string
  onFile: (file: File) => void
}) {
  return (
    <input
      ref={props.inputRef}
      type="file"
      hidden
      accept={acceptFor(props.purpose)}
      aria-label={props.label}
      data-testid={`${props.testId}-input`}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0]
        event.currentTarget.value = ''
        if (file) props.onFile(file)
      }}
    />
  )
}
