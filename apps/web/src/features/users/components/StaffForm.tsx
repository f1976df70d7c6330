import { zodResolver } from '@hookform/resolvers/zod'
import Grid from '@mui/material/Grid'
import { newStaffInputSchema, type StaffInput, staffInputSchema } from '@preschool/domain'
import { type DefaultValues, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form/FormActions'
import { FormCard } from '../../../components/form/FormCard'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { useServerForm } from '../../../components/form/hooks/use-server-form'
import { FormTextField } from '../../../components/form/TextField'
import { FormSelect } from '../../../components/form/SelectField'
import { callingCodesWith } from '../../../components/form/calling-codes'
import type { CentreOption } from '../documents'
import { directoryToFormValues, type StaffFormValues } from '../staff-form-values'
import { DirectoryLookup } from './DirectoryLookup'
import { FormSwitch } from '../../../components/form/SwitchField'
import { FormMultiSelect } from '../../../components/form/MultiSelectField'

/** Rows with an ID and a label as options of a multi-select. */
const toOptions = (rows: readonly { ID: number; label: string }[]) =>
  rows.map((row) => ({ value: row.ID, label: row.label }))

interface Props {
  defaultValues: DefaultValues<StaffFormValues>
  centres: readonly CentreOption[]
  roles: readonly { ID: number; label: string }[]
  loadingOptions: boolean
  /** Only head office staff may give or take head office access (the server refuses others). */
  canSetHeadOffice: boolean
  /** A new staff member needs a centre even for head office (spec 001 section 5). */
  isNew?: boolean
  /** Saves the validated staff member; rejects with a GqlError when the server refuses. */
  onSave: (input: StaffInput) => Promise<void>
  onCancel: () => void
}

/** A staff member's details, centres and roles, validated with the same zod schema the server applies. */
export function StaffForm(props: Props) {
  const { defaultValues, centres, roles, loadingOptions, canSetHeadOffice, isNew, onSave, onCancel } = props
  const { t } = useTranslation()
  const form = useForm<StaffFormValues, unknown, StaffInput>({
    resolver: zodResolver(isNew ? newStaffInputSchema : staffInputSchema),
    defaultValues,
  })
  const { control, setValue, watch } = form
  const headOffice = watch('isHQStaff')
  // A code filled in from the directory stays an option even when the list lacks it.
  const callingCode = watch('phoneCountryCode')

  const { submit, submitting, formError } = useServerForm(form, { onSubmit: onSave })

  const fill = (values: Partial<StaffFormValues>) => {
    for (const [name, value] of Object.entries(values) as [keyof StaffFormValues, string][])
      setValue(name, value, { shouldValidate: true, shouldDirty: true })
  }

  const text = (name: 'email' | 'firstname' | 'lastname' | 'staffId', label: string, testId: string) => (
    <FormTextField control={control} name={name} required label={label} testId={testId} />
  )

  return (
    <FormCard onSubmit={submit} testId="staff-form">
      <FormErrorAlert message={formError} testId="staff-form-error" />
      <DirectoryLookup onPick={(person) => fill(directoryToFormValues(person))} />
      <Grid container spacing={2}>
        <Grid size={12}>{text('email', t('users.email'), 'staff-email')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('firstname', t('users.firstname'), 'staff-firstname')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('lastname', t('users.lastname'), 'staff-lastname')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('staffId', t('users.staffId'), 'staff-id')}</Grid>
        <Grid size={{ xs: 5, sm: 3 }}>
          <FormSelect
            control={control}
            name="phoneCountryCode"
            label={t('users.countryCode')}
            options={callingCodesWith(callingCode)}
            emptyLabel={false}
            testId="staff-phone-country-code"
          />
        </Grid>
        <Grid size={{ xs: 7, sm: 5 }}>
          <FormTextField
            control={control}
            name="phoneNumber"
            required
            type="tel"
            label={t('users.mobile')}
            htmlInput={{ inputMode: 'numeric' }}
            testId="staff-phone"
          />
        </Grid>
      </Grid>
      {canSetHeadOffice && (
        <FormSwitch control={control} name="isHQStaff" label={t('users.isHQStaff')} testId="staff-is-hq" />
      )}
      <FormMultiSelect
        control={control}
        name="centreIDs"
        options={toOptions(centres)}
        // Centres outside the editor's reach stay: the server keeps them as they are.
        keepUnlisted
        label={t('users.centres')}
        helperText={headOffice ? t('users.headOffice') : undefined}
        loading={loadingOptions}
        testId="staff-centres"
      />
      {!headOffice && (
        <FormSwitch
          control={control}
          name="hasCentreScopeAccess"
          label={t('users.centreScope')}
          testId="staff-centre-scope"
        />
      )}
      <FormMultiSelect
        control={control}
        name="roleIDs"
        options={toOptions(roles)}
        keepUnlisted
        label={t('users.roles')}
        loading={loadingOptions}
        testId="staff-roles"
      />
      <FormActions onCancel={onCancel} submitting={submitting} testId="staff" />
    </FormCard>
  )
}
