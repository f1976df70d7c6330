import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { GIRO_PAYMENT_TYPE, type GiroAccountInput, giroAccountSchema } from '@preschool/domain'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDateField, FormErrorAlert, FormSwitch, useServerForm } from '../../components/form'
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
    <Dialog open onClose={props.onClose} fullWidth data-testid="giro-paper-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('giro.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert message={formError} testId="giro-paper-error" />
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid="giro-paper-confirm">
            {t('giro.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
