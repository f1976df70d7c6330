import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type WithdrawalInput, withdrawalInputSchema } from '@preschool/domain'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  FormActions,
  FormCard,
  FormCheckbox,
  FormDateField,
  FormErrorAlert,
  FormSelect,
  FormTextField,
  useServerForm,
} from '../../components/form'
import { formatDate, formatMoney } from '../../lib/format'
import type { WithdrawalEstimate } from './documents'
import { useSubmitWithdrawal, useWithdrawalEstimate, useWithdrawalReasons } from './hooks'
import { codeOptions } from '../../lib/code-options'

type Values = z.input<typeof withdrawalInputSchema>

/** Giving notice for a child: the last day and the reason, with the refund shown before anything is sent. */
export function NoticeForm(props: {
  childId: number
  fkSchool: number
  today: string
  onCancel: () => void
  onSent: () => void
}) {
  const { t } = useTranslation()
  const form = useForm<Values, unknown, WithdrawalInput>({
    resolver: zodResolver(withdrawalInputSchema),
    defaultValues: { noticeDate: props.today, effectiveDate: '', remark: '', feeInLieuAccepted: false },
  })
  const [noticeDate, effectiveDate] = useWatch({
    control: form.control,
    name: ['noticeDate', 'effectiveDate'],
  })
  const estimate = useWithdrawalEstimate(props.childId, noticeDate, effectiveDate)
  const reasons = useWithdrawalReasons(props.fkSchool)
  const options = codeOptions(reasons.data, 'withdrawal_parent_reason')
  const submitNotice = useSubmitWithdrawal()
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (data) => submitNotice.mutateAsync({ childID: props.childId, withdrawalData: data }),
    onSuccess: props.onSent,
  })
  const figures = estimate.data?.getWithdrawalDefaultRefundAmount
  return (
    <FormCard onSubmit={submit} testId="withdrawal-notice-form">
      <Typography variant="h6" component="h2">
        {t('withdrawals.giveNotice')}
      </Typography>
      {figures && <Typography>{t('withdrawals.noticeIntro', { days: figures.noticeInDays })}</Typography>}
      <FormErrorAlert message={formError} testId="withdrawal-notice-error" />
      <FormDateField
        control={form.control}
        name="noticeDate"
        label={t('withdrawals.noticeDate')}
        maxDate={props.today}
        testId="withdrawal-notice-date"
        required
      />
      <FormDateField
        control={form.control}
        name="effectiveDate"
        label={t('withdrawals.lastDay')}
        testId="withdrawal-last-day"
        required
      />
      <FormSelect
        control={form.control}
        name="codeByParentReason"
        label={t('withdrawals.parentReason')}
        options={options}
        testId="withdrawal-reason"
        required
      />
      <FormTextField
        control={form.control}
        name="remark"
        label={t('withdrawals.remarkOptional')}
        multiline
        testId="withdrawal-remark"
      />
      {figures && <EstimateCard figures={figures} />}
      {figures && figures.shortNoticeDays > 0 && (
        <FormCheckbox
          control={form.control}
          name="feeInLieuAccepted"
          label={t('withdrawals.acceptFeeInLieu')}
          testId="withdrawal-fee-in-lieu"
        />
      )}
      <FormActions
        onCancel={props.onCancel}
        submitting={submitting}
        saveLabel={t('withdrawals.send')}
        testId="withdrawal-notice"
      />
    </FormCard>
  )
}

function EstimateCard({ figures }: { figures: WithdrawalEstimate }) {
  const { t } = useTranslation()
  const line = (label: string, cents: number, testId: string) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography>{label}</Typography>
      <Typography data-testid={testId}>{formatMoney(cents)}</Typography>
    </Stack>
  )
  return (
    <Card variant="outlined" data-testid="withdrawal-estimate">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {t('withdrawals.estimateTitle')}
          </Typography>
          {line(t('withdrawals.depositPaid'), figures.depositAmount, 'estimate-deposit')}
          {line(t('withdrawals.feeInLieu'), figures.feeInLieuAmount, 'estimate-fee-in-lieu')}
          {line(
            t('withdrawals.refundDeposit'),
            figures.defaultDepositRefundAmount,
            'estimate-deposit-refund',
          )}
          {line(t('withdrawals.refundFee'), figures.defaultFeeRefundAmount, 'estimate-fee-refund')}
          {figures.shortNoticeDays > 0 && (
            <Alert severity="warning" data-testid="estimate-short-notice">
              {t('withdrawals.shortNotice', {
                days: figures.shortNoticeDays,
                amount: formatMoney(figures.feeInLieuAmount),
              })}
            </Alert>
          )}
          <Typography variant="body2" data-testid="estimate-earliest-last-day">
            {t('withdrawals.earliestLastDay', { date: formatDate(figures.earliestLastDay) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('withdrawals.estimateNote')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  )
}
