import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField, type FormTextFieldProps } from '../../../components/form/TextField'

const lowerCase = (value: string) => value.toLowerCase()

type EmailFieldProps<T extends FieldValues, C, O> = Omit<
  FormTextFieldProps<T, C, O>,
  'transform' | 'label'
> & {
  label?: ReactNode
}

/** The email input of the auth screens: lower-cased as typed (spec 000 section 5). */
export function EmailField<T extends FieldValues, C, O>(props: EmailFieldProps<T, C, O>) {
  const { t } = useTranslation()
  return (
    <FormTextField
      type="email"
      autoComplete="email"
      {...props}
      label={props.label ?? t('auth.common.email')}
      transform={lowerCase}
      htmlInput={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false }}
    />
  )
}
