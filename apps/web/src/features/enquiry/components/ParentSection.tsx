import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import { Messages } from '@preschool/domain'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { callingCodesWith } from '../../users/calling-codes'
import type { OptionCode } from '../documents'
import type { EnquiryFormOutput, EnquiryFormValues } from '../form-values'
import { LoginLink } from './LoginLink'
import { SectionTitle } from './SectionTitle'
import { SelectField } from './SelectField'
import { TextInput } from './TextInput'

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

const lowerCase = (value: string) => value.toLowerCase()
/** A code list as select options: the label is the value sent; the text is the label, or the fuller description. */
export const toOptions = (codes: readonly OptionCode[], text: 'label' | 'description' = 'label') =>
  codes.map((c) => ({ value: c.label, label: (text === 'description' && c.description) || c.label }))

/** The parent: whose details to give, names, email twice, income, mobile and workplace staff. */
export function ParentSection({ control, signedIn, disabled, ...props }: Props) {
  const { t } = useTranslation()
  const locked = signedIn || disabled
  return (
    <Stack component="section" spacing={2} aria-labelledby="enquiry-parent">
      <SectionTitle
        id="enquiry-parent"
        title={t('enquiry.parentSection')}
        note={signedIn ? `${t('enquiry.parentNote')} ${t('enquiry.signedInNote')}` : t('enquiry.parentNote')}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            control={control}
            name="parent.firstName"
            testId="parent-first-name"
            label={t('enquiry.firstName')}
            required
            disabled={locked}
            autoComplete="given-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            control={control}
            name="parent.lastName"
            testId="parent-last-name"
            label={t('enquiry.lastName')}
            required
            disabled={locked}
            autoComplete="family-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            control={control}
            name="parent.email"
            testId="parent-email"
            label={t('enquiry.email')}
            type="email"
            required
            disabled={locked}
            autoComplete="email"
            transform={lowerCase}
            htmlInput={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false }}
            renderError={(message) =>
              message === Messages.existingAccountEmail && !signedIn ? (
                <span data-testid="existing-parent">
                  {message} <LoginLink testId="existing-parent-login" /> {t('enquiry.orAnotherEmail')}
                </span>
              ) : (
                message
              )
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            control={control}
            name="parent.confirmEmail"
            testId="parent-confirm-email"
            label={t('enquiry.confirmEmail')}
            type="email"
            required
            disabled={locked || !props.emailFilled}
            helperText={props.emailFilled ? undefined : t('enquiry.confirmEmailHint')}
            autoComplete="off"
            transform={lowerCase}
            htmlInput={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectField
            control={control}
            name="parent.mobileCountryCode"
            testId="parent-mobile-country-code"
            label={t('enquiry.mobileCountryCode')}
            emptyLabel={t('enquiry.choose')}
            options={callingCodesWith(props.mobileCountryCode)}
            required
            disabled={props.mobileLocked || disabled}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextInput
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
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            control={control}
            name="parent.workplaceStaff"
            testId="parent-workplace-staff"
            label={t('enquiry.workplaceStaff')}
            emptyLabel={t('enquiry.choose')}
            // 'Yes' or 'No' alone would not say to what.
            options={toOptions(props.workplaceOptions, 'description')}
            required
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            control={control}
            name="parent.monthlyHouseholdIncome"
            testId="parent-income"
            label={t('enquiry.monthlyHouseholdIncome')}
            emptyLabel={t('enquiry.noAnswer')}
            options={toOptions(props.incomeOptions)}
            disabled={disabled}
          />
        </Grid>
      </Grid>
    </Stack>
  )
}
