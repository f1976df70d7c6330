import Typography from '@mui/material/Typography'
import { BrandingPurposeOf, type ConfigImageKey, SchoolConfigLabel } from '@preschool/domain'
import { type Control, Controller } from 'react-hook-form'
import { ImageUploadField } from '../../../components/upload'
import type { ConfigFormValues } from '../config-form'
import { useBrandingUploadTarget } from '../hooks'

interface Props {
  control: Control<ConfigFormValues>
  name: ConfigImageKey
  schoolId: number
  help: string
  /** The file just chosen (null when removed), so the theme preview can show it before it is saved. */
  onFileChange: (file: File | null) => void
  onUploadingChange: (uploading: boolean) => void
}

/** A stored value the browser can load as it is: a site path or an uploaded file's public address. */
export const displayable = (value: string) => (value.startsWith('/') ? value : null)

/**
 * The logo or the login banner. The value is what the configuration stores: '' for none, a path, or, after a
 * new upload, the file's key, which the save turns into the file's public address.
 */
export function BrandImageField({ control, name, schoolId, help, onFileChange, onUploadingChange }: Props) {
  const getTarget = useBrandingUploadTarget(schoolId, BrandingPurposeOf[name])
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {help}
          </Typography>
          <ImageUploadField
            purpose={BrandingPurposeOf[name]}
            label={SchoolConfigLabel[name]}
            value={field.value || null}
            previewUrl={displayable(field.value)}
            onChange={(key, file) => {
              field.onChange(key ?? '')
              onFileChange(key && file ? file : null)
            }}
            getTarget={getTarget}
            error={fieldState.error?.message}
            disabled={field.disabled}
            testId={`config-${name}`}
            onUploadingChange={onUploadingChange}
          />
        </div>
      )}
    />
  )
}
