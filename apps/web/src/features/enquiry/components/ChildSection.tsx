import { Messages } from '@preschool/domain'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { OptionCode, SuggestedLevel } from '../documents'
import type { EnquiryFormOutput, EnquiryFormValues } from '../form-values'
import { FieldCell } from './FieldCell'
import { existingAccountError } from './LoginLink'
import { NameFields } from './NameFields'
import { toOptions } from './ParentSection'
import { FormSection } from './FormSection'
import { FormCheckbox } from '../../../components/form/CheckboxField'
import { FormDateField } from '../../../components/form/DateField'
import { FormSelect } from '../../../components/form/SelectField'
import { FormTextField } from '../../../components/form/TextField'

interface Props {
  control: Control<EnquiryFormValues, unknown, EnquiryFormOutput>
  signedIn: boolean
  unborn: boolean
  nationalityOptions: readonly OptionCode[]
  raceOptions: readonly OptionCode[]
  months: readonly { value: string; label: string }[]
  level: SuggestedLevel | null
  levelPending: boolean
  disabled: boolean
  onDateOfBirthChange: (value: string) => void
  /** Programme or nationality changed: the centre list is fetched again and the chosen centres cleared. */
  onCentreCriteriaChange: () => void
}

const upperCase = (value: string) => value.toUpperCase()

/** The child: names, date of birth (with the unborn flag), birth certificate, nationality, race, month, programme. */
export function ChildSection({ control, disabled, unborn, level, ...props }: Props) {
  const { t } = useTranslation()
  const programmes = level?.programs.map((p) => ({ value: String(p.ID), label: p.label })) ?? []
  return (
    <FormSection id="enquiry-child" title={t('enquiry.childSection')}>
      <NameFields control={control} person="child" disabled={disabled} />
      <FieldCell>
        <FormDateField
          control={control}
          name="child.dateOfBirth"
          testId="child-date-of-birth"
          label={t('enquiry.dateOfBirth')}
          helperText={t('enquiry.dateOfBirthHint')}
          required
          disabled={disabled}
          onPicked={props.onDateOfBirthChange}
        />
        <FormCheckbox
          control={control}
          name="child.childIsUnborn"
          testId="child-unborn"
          label={t('enquiry.unborn')}
          // Set from the date of birth (a future date), never by hand.
          disabled
        />
      </FieldCell>
      <FieldCell>
        <FormTextField
          control={control}
          name="child.birthCertificate"
          testId="child-birth-certificate"
          label={t('enquiry.birthCertificate')}
          required={!unborn}
          disabled={disabled || unborn}
          displayValue={unborn ? '-' : undefined}
          transform={upperCase}
          autoComplete="off"
          htmlInput={{ autoCapitalize: 'characters', spellCheck: false }}
          renderError={
            props.signedIn ? undefined : existingAccountError(Messages.existingAccountNric, 'existing-child')
          }
        />
      </FieldCell>
      <FieldCell>
        <FormSelect
          control={control}
          name="child.nationality"
          testId="child-nationality"
          label={t('enquiry.nationality')}
          options={toOptions(props.nationalityOptions)}
          disabled={disabled}
          onPicked={props.onCentreCriteriaChange}
        />
      </FieldCell>
      <FieldCell>
        <FormSelect
          control={control}
          name="child.race"
          testId="child-race"
          label={t('enquiry.race')}
          options={toOptions(props.raceOptions)}
          disabled={disabled}
        />
      </FieldCell>
      <FieldCell>
        <FormSelect
          control={control}
          name="child.enrolmentPlan"
          testId="child-enrolment-plan"
          label={t('enquiry.enrolmentPlan')}
          options={props.months}
          required
          disabled={disabled}
        />
      </FieldCell>
      <FieldCell>
        <FormSelect
          control={control}
          name="child.programme"
          testId="child-programme"
          label={t('enquiry.programme')}
          emptyLabel={props.levelPending ? t('common.loading') : t('common.chooseOption')}
          options={programmes}
          required
          disabled={disabled || programmes.length === 0}
          helperText={level ? t('enquiry.level', { level: level.label }) : t('enquiry.programmeHint')}
          onPicked={props.onCentreCriteriaChange}
        />
      </FieldCell>
    </FormSection>
  )
}
