import { zodResolver } from '@hookform/resolvers/zod'
import { GIRO_PAYMENT_TYPE, type GiroAccountInput, giroAccountSchema } from '@preschool/domain'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDateField, FormDialog, FormSwitch, useServerForm } from '../../components/form'
import { AccountFields, useDropNonCdaBank } from './AccountFields'
import { useAddGiro } from './hooks'

interface Values {
  IDChild: number
  fkBankBicCode: number | ''
  payerAccountNumber: string
  payerAccountNames: [string, string]
  isCda: boolean
  effectiveFrom: string | null
}

/** Finance staff type in a paper GIRO form for the child (addGiro): a pending account, like an online one. */
export function PaperFormDialog(props: { childId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const add = useAddGiro()
  const form = useForm<Values, unknown, GiroAccountInput>({
    resolver: zodResolver(giroAccountSchema) as never,
    defaultValues: {
      IDChild: props.childId,
      fkBankBicCode: '',
      payerAccountNumber: '',
      payerAccountNames: ['', ''],
      isCda: false,
      effectiveFrom: null,
    },
  })
  const isCda = useWatch({ control: form.control, name: 'isCda' })
  useDropNonCdaBank(form.control, form.setValue, 'fkBankBicCode', isCda)
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (giroAccount) => add.mutateAsync({ giroAccount, paymentType: GIRO_PAYMENT_TYPE }),
    onSuccess: props.onClose,
  })
  return (
    <FormDialog
      open
      title={t('giro.addTitle')}
      error={formError}
      submitting={submitting}
      onSubmit={submit}
      onClose={props.onClose}
      submitLabel={t('giro.add')}
      testId="giro-paper-dialog"
      testIds={{ error: 'giro-paper-error', submit: 'giro-paper-confirm' }}
    >
      <FormSwitch control={form.control} name="isCda" label={t('giro.cda')} testId="giro-paper-cda" />
      <AccountFields
        control={form.control}
        bank="fkBankBicCode"
        number="payerAccountNumber"
        holders="payerAccountNames"
        testId="giro-paper"
        cdaOnly={isCda}
      />
      <FormDateField
        control={form.control}
        name="effectiveFrom"
        label={t('giro.effectiveFromOptional')}
        testId="giro-paper-effective"
        emptyValue={null}
      />
    </FormDialog>
  )
}
