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
  /** Opens the phone's camera straight away (the picker offers only photos then). */
  capture?: boolean
}) {
  return (
    <input
      ref={props.inputRef}
      type="file"
      hidden
      accept={props.capture ? 'image/jpeg' : acceptFor(props.purpose)}
      capture={props.capture ? 'environment' : undefined}
      aria-label={props.label}
      data-testid={props.capture ? `${props.testId}-camera-input` : `${props.testId}-input`}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0]
        event.currentTarget.value = ''
        if (file) props.onFile(file)
      }}
    />
  )
}
