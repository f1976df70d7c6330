import type { UploadPurpose } from '@preschool/domain'
import { type FieldValues, useController } from 'react-hook-form'
import type { GetUploadTarget } from '../../lib/upload'
import { FileUploadField } from '../upload/FileUploadField'
import { ImageUploadField } from '../upload/ImageUploadField'
import type { FieldProps } from './field-props'

type Props<T extends FieldValues, C, O> = Omit<FieldProps<T, C, O>, 'label' | 'helperText' | 'required'> & {
  label: string
  /** The purpose decides the formats and the size limit (packages/domain/src/files.ts), checked before sending. */
  purpose: UploadPurpose
  getTarget: GetUploadTarget
  /** Lets the form hold its submit while bytes are still travelling. */
  onUploadingChange?: (uploading: boolean) => void
}

/**
 * A document of the form: chosen, uploaded with progress straight to storage, and kept in the form as the stored
 * file's key (what the entity saves). Test ids as FileUploadField's, from testId.
 */
export function FormFileField<T extends FieldValues, C, O>({
  control,
  name,
  ...props
}: Props<T, C, O> & { filename?: string | null; viewUrl?: string | null }) {
  const { field, fieldState } = useController({ name, control })
  return (
    <FileUploadField
      {...props}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(key) => field.onChange(key)}
      error={fieldState.error?.message}
    />
  )
}

/** A picture of the form (a photo, a logo), with its preview; kept as the stored file's key. */
export function FormImageField<T extends FieldValues, C, O>({
  control,
  name,
  ...props
}: Props<T, C, O> & { previewUrl?: string | null }) {
  const { field, fieldState } = useController({ name, control })
  return (
    <ImageUploadField
      {...props}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(key) => field.onChange(key)}
      error={fieldState.error?.message}
    />
  )
}
