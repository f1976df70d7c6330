import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { callingCodesWith } from './calling-codes'
import { FormSelect } from './SelectField'
import { FormTextField } from './TextField'

interface Props<T extends FieldValues, C, O> {
  control: Control<T, C, O>
  /** The calling code ('+65') and the number, two fields of the form. */
  codeName: FieldPath<T>
  numberName: FieldPath<T>
  label: ReactNode
  /** Test ids: <testId>-country-code and <testId>-number. */
  testId: string
  /** The stored code, kept as an option when the list lacks it (editing never drops it). */
  currentCode?: string
  required?: boolean
  disabled?: boolean
  helperText?: ReactNode
}

/** A phone number with its country calling code; each half shows its own message (the rules are in the domain). */
export function FormPhoneField<T extends FieldValues, C, O>(props: Props<T, C, O>) {
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormSelect
        control={props.control}
        name={props.codeName}
        testId={`${props.testId}-country-code`}
        label={t('common.countryCode')}
        options={callingCodesWith(props.currentCode)}
        emptyLabel={false}
        required={props.required}
        disabled={props.disabled}
      />
      <FormTextField
        control={props.control}
        name={props.numberName}
        testId={`${props.testId}-number`}
        label={props.label}
        type="tel"
        autoComplete="tel-national"
        htmlInput={{ inputMode: 'numeric' }}
        required={props.required}
        disabled={props.disabled}
        helperText={props.helperText}
      />
    </Stack>
  )
}
