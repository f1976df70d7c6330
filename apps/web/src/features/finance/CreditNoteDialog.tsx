import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { type CreditNoteInput, creditNoteInputSchema } from '@preschool/domain'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert, FormMoneyField, FormTextField, useServerForm } from '../../components/form'
import { useCreateCreditNote } from './hooks'
import { useRequestKey } from './request-key'

interface Props {
  open: boolean
  IDInvoice: number
  /** The most a note may take off: what is outstanding. */
  outstanding: number
  onDone: (creditNoteNo: string) => void
  onClose: () => void
}

/**
 * An ad hoc credit note: an amount and the remark the spec requires, checked by the server's own rule
 * (creditNoteInputSchema). The kit's RemarkDialog holds a remark alone; a note also needs its amount.
 */
export function CreditNoteDialog({ open, IDInvoice, outstanding, onDone, onClose }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const create = useCreateCreditNote()
  const requestKey = useRequestKey(open)
  const form = useForm<CreditNoteInput>({
    resolver: zodResolver(creditNoteInputSchema),
    defaultValues: { amount: outstanding, remark: '' },
  })
  const close = () => {
    form.reset()
    onClose()
  }
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: async (v) =>
      onDone((await create.mutateAsync({ IDInvoice, ...v, requestKey })).createAdHocCreditNote.creditNoteNo),
    onSuccess: close,
  })
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="finance-credit-note"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('finance.invoice.creditNoteTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('finance.invoice.creditNoteText')}</DialogContentText>
          <FormErrorAlert message={formError} testId="finance-credit-note-error" />
          <FormMoneyField
            control={form.control}
            name="amount"
            label={t('finance.invoice.creditNoteAmount')}
            testId="finance-credit-note-amount"
            required
          />
          <FormTextField
            control={form.control}
            name="remark"
            label={t('finance.invoice.remark')}
            testId="finance-credit-note-remark"
            required
            multiline
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting} data-testid="finance-credit-note-cancel">
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={submitting}
            data-testid="finance-credit-note-confirm"
          >
            {t('finance.invoice.creditNoteSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
