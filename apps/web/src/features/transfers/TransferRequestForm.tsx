import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { type TransferInput, transferInputSchema } from '@preschool/domain'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  FormActions,
  FormCard,
  FormDateField,
  FormErrorAlert,
  FormSelect,
  FormTextField,
  useServerForm,
} from '../../components/form'
import { useSubmitTransfer, useTransferDestinations, useTransferReasons } from './hooks'
import { codeOptions } from '../../lib/code-options'

type Values = z.input<typeof transferInputSchema>

/**
 * Asking to move a child to another centre of the school (the parent, or staff for them): the centre, the day
 * (the 1st or 15th), the reason and a remark. Once a centre and a valid day are chosen it tells whether that centre
 * has a place at the child's level in the month, and it always tells that the subsidy will be reassessed.
 */
export function TransferRequestForm(props: {
  childId: number
  fkSchool: number
  onCancel: () => void
  onSent: () => void
}) {
  const { t } = useTranslation()
  const form = useForm<Values, unknown, TransferInput>({
    resolver: zodResolver(transferInputSchema),
    defaultValues: { effectiveDate: '', remark: '' },
  })
  const [centreId, effectiveDate] = useWatch({
    control: form.control,
    name: ['fkDestinationCentre', 'effectiveDate'],
  })
  // The vacancy is asked for only on a day the server would take (the same rule as the form's).
  const day = transferInputSchema.shape.effectiveDate.safeParse(effectiveDate)
  const destinations = useTransferDestinations(props.childId, day.success ? day.data : null)
  const reasons = useTransferReasons(props.fkSchool)
  const centres = destinations.data?.getTransferDestinations ?? []
  const reasonOptions = codeOptions(reasons.data, 'transfer_reason')
  const chosen = centres.find((d) => d.centre.ID === centreId)
  const submitTransfer = useSubmitTransfer()
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (data) => submitTransfer.mutateAsync({ childID: props.childId, transferData: data }),
    onSuccess: props.onSent,
  })
  return (
    <FormCard onSubmit={submit} testId="transfer-request-form">
      <Typography variant="h6" component="h2">
        {t('transfers.askTitle')}
      </Typography>
      <FormErrorAlert message={formError ?? destinations.error?.message} testId="transfer-request-error" />
      <FormSelect
        control={form.control}
        name="fkDestinationCentre"
        label={t('transfers.destination')}
        options={centres.map((d) => ({ value: d.centre.ID, label: d.centre.label }))}
        testId="transfer-destination"
        required
      />
      <FormDateField
        control={form.control}
        name="effectiveDate"
        label={t('transfers.effectiveDate')}
        helperText={t('transfers.effectiveDayHint')}
        testId="transfer-effective-date"
        required
      />
      {chosen && typeof chosen.vacancyAvailable === 'boolean' && (
        <Alert
          severity={chosen.vacancyAvailable ? 'success' : 'warning'}
          data-testid="transfer-request-vacancy"
        >
          {t('transfers.vacancy')}:{' '}
          {t(chosen.vacancyAvailable ? 'transfers.vacancyYes' : 'transfers.vacancyNo')}
        </Alert>
      )}
      <FormSelect
        control={form.control}
        name="codeByReason"
        label={t('transfers.reason')}
        options={reasonOptions}
        testId="transfer-reason"
        required
      />
      <FormTextField
        control={form.control}
        name="remark"
        label={t('transfers.remarkOptional')}
        multiline
        testId="transfer-remark"
      />
      <Alert severity="info" data-testid="transfer-request-subsidy">
        {t('transfers.subsidy')}
      </Alert>
      <FormActions
        onCancel={props.onCancel}
        submitting={submitting}
        saveLabel={t('transfers.send')}
        testId="transfer-request"
      />
    </FormCard>
  )
}
