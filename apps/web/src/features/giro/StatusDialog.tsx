import { zodResolver } from '@hookform/resolvers/zod'
import {
  BANK_ACCOUNT_MOVES,
  type BankAccountStatus,
  type BankAccountStatusUpdateInput,
  bankAccountStatusUpdateSchema,
  maskAccountNumber,
} from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { keyOf } from '../../i18n/text-key'
import { moveText } from './text-keys'
import { FormDialog, FormSelect, FormTextField, useServerForm } from '../../components/form'
import type { GiroBankAccount } from './documents'
import { useStatusReasons, useUpdateBankAccountStatus } from './hooks'

interface Values {
  status: string
  fkReason: number | ''
  remarks: string
}

/** Staff move a bank account to its next status with a reason of that status's list and remarks (both required). */
export function StatusDialog(props: { account: GiroBankAccount; onClose: () => void }) {
  const { t } = useTranslation()
  const moves = BANK_ACCOUNT_MOVES[props.account.status as BankAccountStatus] ?? []
  const form = useForm<Values, unknown, BankAccountStatusUpdateInput>({
    resolver: zodResolver(bankAccountStatusUpdateSchema) as never,
    defaultValues: { status: moves[0] ?? '', fkReason: '', remarks: '' },
  })
  const status = form.watch('status')
  const reasons = useStatusReasons(status || null)
  const update = useUpdateBankAccountStatus()
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (v) =>
      update.mutateAsync({
        IDBankAccount: props.account.ID,
        status: v.status,
        fkReason: Number(v.fkReason),
        remarks: v.remarks,
      }),
    onSuccess: props.onClose,
  })
  return (
    <FormDialog
      open
      title={t('giro.dialogTitle', { account: maskAccountNumber(props.account.payerAccountNumber) })}
      error={formError}
      submitting={submitting}
      onSubmit={submit}
      onClose={props.onClose}
      submitLabel={t('giro.confirm')}
      testId="giro-status-dialog"
      testIds={{ error: 'giro-status-error', submit: 'giro-status-confirm' }}
    >
      <FormSelect
        control={form.control}
        name="status"
        label={t('giro.newStatus')}
        testId="giro-status-target"
        options={moves.map((m) => ({
          value: m,
          label: t(keyOf(moveText, m, 'approved')),
        }))}
        emptyLabel={false}
        onPicked={() => form.setValue('fkReason', '')}
        required
      />
      <FormSelect
        control={form.control}
        name="fkReason"
        label={t('giro.reason')}
        testId="giro-status-reason"
        options={(reasons.data?.getBankAccountStatusChangeReasonsByStatus ?? []).map((r) => ({
          value: r.ID,
          label: r.label,
        }))}
        required
      />
      <FormTextField
        control={form.control}
        name="remarks"
        label={t('giro.remarks')}
        testId="giro-status-remarks"
        multiline
        required
      />
    </FormDialog>
  )
}
