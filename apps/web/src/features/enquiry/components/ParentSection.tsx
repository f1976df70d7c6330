import { Messages } from '@preschool/domain'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { callingCodesWith } from '../../../components/form/calling-codes'
import type { OptionCode } from '../documents'
import type { EnquiryFormOutput, EnquiryFormValues } from '../form-values'
import { FieldCell } from './FieldCell'
import { existingAccountError } from './LoginLink'
import { NameFields } from './NameFields'
import { FormSection } from './FormSection'
import { FormSelect } from '../../../components/form/SelectField'
import { FormTextField } from '../../../components/form/TextField'

interface Props {
  control: Control<EnquiryFormValues, unknown, EnquiryFormOutput>
  /** A signed-in parent: their own details, filled in and locked. */
  signedIn: boolean
  emailFilled: boolean
  /** The signed-in parent's account has a mobile number: it is filled in and locked. */
  mobileLocked: boolean
  mobileCountryCode: string
  incomeOptions: readonly OptionCode[]
  workplaceOptions: readonly OptionCode[]
  disabled: boolean
}

/** Both email fields: lower-cased as typed, the email keyboard, no capitals or spelling fixes. */
const EMAIL_INPUT = {
  type: 'email',
  transform: (value: string) => value.toLowerCase(),
  htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false },
} as const
/** A code list as select options: the label is the value sent; the text is the label, or the fuller description. */
export const toOptions = (codes: readonly OptionCode[], text: 'label' | 'description' = 'label') =>
  codes.map((c) => ({ value: c.label, label: (text === 'description' && c.description) || c.label }))

/** The parent: whose details to give, names, email twice, income, mobile and workplace staff. */
export function ParentSection({ control, signedIn, disabled, ...props }: Props) {
  const { t } = useTranslation()
  const locked = signedIn || disabled
  return (
    <FormSection
      id="enquiry-parent"
      title={t('enquiry.parentSection')}
      note={signedIn ? `${t('enquiry.parentNote')} ${t('enquiry.signedInNote')}` : t('enquiry.parentNote')}
    >
      <NameFields control={control} person="parent" disabled={locked} />
      <FieldCell>
        <FormTextField
          control={control}
          name="parent.email"
          testId="parent-email"
          label={t('enquiry.email')}
          {...EMAIL_INPUT}
          required
          disabled={locked}
          autoComplete="email"
          renderError={
            signedIn
              ? undefined
              : existingAccountError(
                  Messages.existingAccountEmail,
                  'existing-parent',
                  t('enquiry.orAnotherEmail'),
                )
          }
        />
      </FieldCell>
      <FieldCell>
        <FormTextField
          control={control}
          name="parent.confirmEmail"
          testId="parent-confirm-email"
          label={t('enquiry.confirmEmail')}
          {...EMAIL_INPUT}
          required
          disabled={locked || !props.emailFilled}
          helperText={props.emailFilled ? undefined : t('enquiry.confirmEmailHint')}
          autoComplete="off"
        />
      </FieldCell>
      <FieldCell width="quarter">
        <FormSelect
          control={control}
          name="parent.mobileCountryCode"
          testId="parent-mobile-country-code"
          label={t('enquiry.mobileCountryCode')}
          options={callingCodesWith(props.mobileCountryCode)}
          required
          disabled={props.mobileLocked || disabled}
        />
      </FieldCell>
      <FieldCell width="quarter">
        <FormTextField
          control={control}
          name="parent.mobileNumber"
          testId="parent-mobile-number"
          label={t('enquiry.mobileNumber')}
          type="tel"
          required
          disabled={props.mobileLocked || disabled}
          autoComplete="tel-national"
          htmlInput={{ inputMode: 'numeric' }}
        />
      </FieldCell>
      <FieldCell>
        <FormSelect
          control={control}
          name="parent.workplaceStaff"
          testId="parent-workplace-staff"
          label={t('enquiry.workplaceStaff')}
          // 'Yes' or 'No' alone would not say to what.
          options={toOptions(props.workplaceOptions, 'description')}
          required
          disabled={disabled}
        />
      </FieldCell>
      <FieldCell>
        <FormSelect
          control={control}
          name="parent.monthlyHouseholdIncome"
          testId="parent-income"
          label={t('enquiry.monthlyHouseholdIncome')}
          emptyLabel={t('enquiry.noAnswer')}
          options={toOptions(props.incomeOptions)}
          disabled={disabled}
        />
      </FieldCell>
    </FormSection>
  )
}
