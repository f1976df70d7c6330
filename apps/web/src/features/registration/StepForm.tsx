import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import { type RegistrationStep, registrationStepRules, singaporeToday } from '@preschool/domain'
import { type Control, type Resolver, useForm, useWatch } from 'react-hook-form'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  FormCard,
  FormCheckbox,
  FormCheckboxGroup,
  FormDateField,
  FormErrorAlert,
  FormMoneyField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  LeaveGuard,
  type Option,
  useServerForm,
} from '../../components/form'
import { useFormDraft } from '../../components/form/hooks/use-form-draft'
import { isRequiredAt } from '../../components/form/required-at'
import type { FieldSpec } from './step-fields'
import { STEP_FIELDS } from './step-fields'

type Values = Record<string, unknown>
export type CodeLists = Record<string, Option[]>

interface Props {
  step: RegistrationStep
  defaults: Values
  codes: CodeLists
  readOnly: boolean
  onSave: (data: Values) => Promise<unknown>
  onSaved: () => void
  /** The values as typed, for the subsidy estimate. */
  onValues?: (values: Values) => void
  /** Where the step's unsaved input is kept through a reload (null: not kept, e.g. read-only). */
  draftKey: string | null
}

const testIdOf = (name: string) => `reg-${name.replace(/\./g, '-')}`

function valueAt(values: Values, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Values)[key] : undefined), values)
}

function shown(spec: FieldSpec, values: Values): boolean {
  if (!spec.when) return true
  const value = valueAt(values, spec.when.field)
  const { is } = spec.when
  if (typeof is === 'function') return is(value)
  if (typeof is === 'boolean') return value === is
  return typeof value === 'string' && is.includes(value)
}

/** One registration step as a form: the step's domain schema validates here and again on the server. */
export function StepForm({ step, defaults, codes, readOnly, onSave, onSaved, onValues, draftKey }: Props) {
  const { t } = useTranslation()
  const schema = registrationStepRules(singaporeToday())[step].schema
  const form = useForm<Values>({
    // The step's schema is chosen at run time, so its value type is the form's generic record.
    resolver: zodResolver(schema as z.ZodType<Values, Values>) as Resolver<Values>,
    defaultValues: defaults,
  })
  const values = useWatch({ control: form.control }) as Values
  useEffect(() => onValues?.(values), [values, onValues])
  // A reload (or a phone dropping the tab) keeps what was typed, as the enquiry form does; saved, it is cleared.
  const draft = useFormDraft(readOnly ? null : draftKey, form)
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: onSave,
    onSuccess: () => {
      draft.clear()
      onSaved()
    },
  })
  const guardians = step === 'guardians'
  const hasGuardian = guardians && Array.isArray(values.guardians) && values.guardians.length > 0
  return (
    <FormCard onSubmit={submit} testId={`reg-step-form-${step}`}>
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="reg-step-error" />
      {guardians && (
        <FormControlLabel
          label={t('registration.addGuardian')}
          control={
            <Checkbox
              checked={hasGuardian}
              disabled={readOnly}
              onChange={(e) =>
                form.setValue('guardians', e.target.checked ? [{ mobilePhoneCountryCode: '+65' }] : [], {
                  shouldDirty: true,
                })
              }
              slotProps={{ input: { 'data-testid': 'reg-add-guardian' } as Record<string, string> }}
            />
          }
        />
      )}
      <Stack spacing={2}>
        {(guardians && !hasGuardian ? [] : STEP_FIELDS[step])
          .filter((spec) => shown(spec, values))
          .map((spec) => (
            <Field
              key={spec.name}
              spec={spec}
              control={form.control}
              codes={codes}
              readOnly={readOnly}
              required={spec.kind !== 'switch' && isRequiredAt(schema, spec.name)}
            />
          ))}
      </Stack>
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={submitting} data-testid="reg-step-save">
            {t('registration.saveAndContinue')}
          </Button>
        </Stack>
      )}
    </FormCard>
  )
}

function Field({
  spec,
  control,
  codes,
  readOnly,
  required,
}: {
  spec: FieldSpec
  control: Control<Values>
  codes: CodeLists
  readOnly: boolean
  /** Marks the field with an asterisk; the step's schema is what enforces it. */
  required: boolean
}) {
  const { t } = useTranslation()
  const common = {
    control,
    name: spec.name,
    // The labels as one object, looked up by the spec's label: every label key is written out in step-fields.ts.
    label: t('registration.fields', { returnObjects: true })[spec.label],
    testId: testIdOf(spec.name),
    disabled: readOnly,
    required: required && !readOnly,
  }
  switch (spec.kind) {
    case 'text':
      return <FormTextField {...common} />
    case 'multiline':
      return <FormTextField {...common} multiline />
    case 'date':
      return <FormDateField {...common} emptyValue={null} />
    case 'number':
      return <FormNumberField {...common} />
    case 'money':
      return <FormMoneyField {...common} />
    case 'switch':
      return <FormSwitch {...common} />
    case 'checkbox':
      return <FormCheckbox {...common} />
    case 'select':
      return <FormSelect {...common} options={codes[spec.category] ?? []} />
    case 'gender':
      return (
        <FormSelect
          {...common}
          options={[
            { value: 'M', label: t('registration.genders.M') },
            { value: 'F', label: t('registration.genders.F') },
          ]}
        />
      )
    case 'conditions':
      // Medical conditions: tick each one the child has (Medical_Condition codes, kept as text).
      return (
        <FormCheckboxGroup
          {...common}
          options={(codes.Medical_Condition ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
        />
      )
  }
}
