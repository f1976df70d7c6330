import { zodResolver } from '@hookform/resolvers/zod'
import Grid from '@mui/material/Grid'
import { type BusDriverFormInput, type BusDriverInput, busDriverInputSchema } from '@preschool/domain'
import { type DefaultValues, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  FormActions,
  FormCard,
  FormErrorAlert,
  FormPhoneField,
  FormSelect,
  FormTextField,
  LeaveGuard,
  useServerForm,
} from '../../../components/form'
import type { BusCentreOption } from '../documents'

interface Props {
  defaultValues: DefaultValues<BusDriverFormInput>
  centres: BusCentreOption[]
  onSave: (values: BusDriverInput) => Promise<void>
  onCancel: () => void
}

/** A bus driver: centre, names and a Singapore mobile (the same rules as the server's). */
export function BusDriverForm({ defaultValues, centres, onSave, onCancel }: Props) {
  const { t } = useTranslation()
  const form = useForm<BusDriverFormInput, unknown, BusDriverInput>({
    resolver: zodResolver(busDriverInputSchema),
    defaultValues,
  })
  const { control } = form
  const { submit, submitting, formError } = useServerForm(form, { onSubmit: onSave })
  return (
    <FormCard onSubmit={submit} testId="busdriver-form">
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="busdriver-form-error" />
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormSelect
            control={control}
            name="fkCentre"
            label={t('buses.centre')}
            testId="busdriver-centre"
            options={centres.map((c) => ({ value: c.ID, label: c.label }))}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="firstname"
            label={t('buses.firstname')}
            testId="busdriver-firstname"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="lastname"
            label={t('buses.lastname')}
            testId="busdriver-lastname"
            required
          />
        </Grid>
        <Grid size={12}>
          <FormPhoneField
            control={control}
            codeName="mobilePhoneCountryCode"
            numberName="mobilePhone"
            label={t('buses.mobile')}
            testId="busdriver-mobile"
            currentCode="+65"
            required
          />
        </Grid>
      </Grid>
      <FormActions onCancel={onCancel} submitting={submitting} testId="busdriver" />
    </FormCard>
  )
}
