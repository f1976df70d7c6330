import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField, type FormTextFieldProps } from './FormTextField'

const lowerCase = (value: string) => value.toLowerCase()

/** The email input of the auth screens: lower-cased as typed (spec 000 section 5). */
export function EmailField<T extends FieldValues, O>(props: Omit<FormTextFieldProps<T, O>, 'transform'>) {
  const { t } = useTranslation()
  return (
    <FormTextField
      label={t('auth.common.email')}
      type="email"
      autoComplete="email"
      {...props}
      transform={lowerCase}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false },
      }}
    />
  )
}
