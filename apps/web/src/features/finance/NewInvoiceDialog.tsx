import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { offlineInvoiceInputSchema, V } from '@preschool/domain'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  FormCheckbox,
  FormDialog,
  FormMoneyField,
  FormNumberField,
  FormSelect,
  FormTextField,
  useServerForm,
} from '../../components/form'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useCentreChildren, useCreateOfflineInvoice, useFinanceCentres } from './hooks'
import { useRequestKey } from './request-key'

/** The server's rule for the lines, and the centre and child the operation takes. */
const schema = offlineInvoiceInputSchema.extend({
  IDCentre: z.number({ error: V.required }),
  IDChild: z.number({ error: V.required }),
})

const EMPTY_LINE = { label: '', explanation: '', quantity: 1, unitPrice: 0, taxable: true }

interface Props {
  open: boolean
  onDone: (invoice: { ID: number; invoiceNo: string }) => void
  onClose: () => void
}

/** createOfflineInvoice: a centre, one of its children, and explained lines checked by the server's own rule. */
export function NewInvoiceDialog({ open, onDone, onClose }: Props) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const centres = useFinanceCentres().data?.getAccessibleCentresForModule ?? []
  const create = useCreateOfflineInvoice()
  const requestKey = useRequestKey(open)
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { items: [EMPTY_LINE] },
  })
  const lines = useFieldArray({ control: form.control, name: 'items' })
  const centreID = useWatch({ control: form.control, name: 'IDCentre' }) ?? null
  const kids = useCentreChildren(me.fkSchool, centreID).data?.findAllChild.data ?? []
  const close = () => {
    form.reset()
    onClose()
  }
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: async (v) => onDone((await create.mutateAsync({ ...v, requestKey })).createOfflineInvoice),
    onSuccess: close,
  })
  return (
    <FormDialog
      open={open}
      title={t('finance.newInvoice.title')}
      text={t('finance.newInvoice.text')}
      error={formError}
      submitting={submitting}
      onSubmit={submit}
      onClose={close}
      submitLabel={t('finance.newInvoice.save')}
      maxWidth="md"
      testId="finance-new-invoice"
      testIds={{ submit: 'finance-new-invoice-save' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect
          control={form.control}
          name="IDCentre"
          label={t('finance.newInvoice.centre')}
          options={centres.map((c) => ({ value: c.ID, label: c.label }))}
          testId="finance-new-invoice-centre"
          required
        />
        <FormSelect
          control={form.control}
          name="IDChild"
          label={t('finance.newInvoice.child')}
          options={kids.map((k) => ({ value: k.ID, label: `${k.firstname} ${k.lastname}` }))}
          testId="finance-new-invoice-child"
          required
        />
      </Stack>
      {lines.fields.map((field, i) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 2 }} data-testid={`finance-new-invoice-line-${i}`}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name={`items.${i}.label`}
                label={t('finance.newInvoice.label')}
                testId={`finance-new-invoice-label-${i}`}
                required
              />
              <FormNumberField
                control={form.control}
                name={`items.${i}.quantity`}
                label={t('finance.newInvoice.quantity')}
                testId={`finance-new-invoice-quantity-${i}`}
                required
              />
              <FormMoneyField
                control={form.control}
                name={`items.${i}.unitPrice`}
                label={t('finance.newInvoice.unitPrice')}
                testId={`finance-new-invoice-price-${i}`}
                required
              />
            </Stack>
            <FormTextField
              control={form.control}
              name={`items.${i}.explanation`}
              label={t('finance.newInvoice.explanation')}
              testId={`finance-new-invoice-explanation-${i}`}
              required
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <FormCheckbox
                control={form.control}
                name={`items.${i}.taxable`}
                label={t('finance.newInvoice.taxable')}
                testId={`finance-new-invoice-taxable-${i}`}
              />
              {lines.fields.length > 1 && (
                <Button onClick={() => lines.remove(i)} data-testid={`finance-new-invoice-remove-${i}`}>
                  {t('finance.newInvoice.removeLine')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Paper>
      ))}
      {lines.fields.length < 20 && (
        <Button onClick={() => lines.append(EMPTY_LINE)} data-testid="finance-new-invoice-add">
          {t('finance.newInvoice.addLine')}
        </Button>
      )}
    </FormDialog>
  )
}
