import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { EnquiryFormOutput, EnquiryFormValues } from '../form-values'
import { FieldCell } from './FieldCell'
import { FormTextField } from '../../../components/form/TextField'

type Person = 'child' | 'parent'

interface Props {
  control: Control<EnquiryFormValues, unknown, EnquiryFormOutput>
  /** Whose names: the form's `child` or `parent` group, also the prefix of the fields' test ids. */
  person: Person
  disabled: boolean
}

/** Each name's field, test id, label per person and autofill hint per person ('off': not the one filling in). */
const PARTS = [
  {
    field: 'firstName',
    testId: 'first-name',
    label: { child: 'enquiry.childFirstName', parent: 'enquiry.firstName' },
    autoComplete: { child: 'off', parent: 'given-name' },
  },
  {
    field: 'lastName',
    testId: 'last-name',
    label: { child: 'enquiry.childLastName', parent: 'enquiry.lastName' },
    autoComplete: { child: 'off', parent: 'family-name' },
  },
] as const

/** First and last name, both required, side by side from small screens up. */
export function NameFields({ control, person, disabled }: Props) {
  const { t } = useTranslation()
  return PARTS.map((part) => (
    <FieldCell key={part.field}>
      <FormTextField
        control={control}
        name={`${person}.${part.field}`}
        testId={`${person}-${part.testId}`}
        label={t(part.label[person])}
        required
        disabled={disabled}
        autoComplete={part.autoComplete[person]}
      />
    </FieldCell>
  ))
}
