import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ActionKey } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ActivityCard, personName } from '../../components/detail/ActivityCard'
import { FactsTable } from '../../components/detail/FactsTable'
import { useParams } from 'react-router'
import type { TextKey } from '../../i18n/text-key'
import { keyOf } from '../../i18n/text-key'
import { formatDate, formatMoney } from '../../lib/format'
import { useSession } from '../../shell/session/session-context'
import { rowPermits } from '../../shell/session/row-permits'
import { type Decision, DecisionDialog } from './DecisionDialog'
import type { Withdrawal } from './documents'
import {
  useApproveWithdrawalCentre,
  useApproveWithdrawalHQ,
  useCancelWithdrawal,
  useCancelWithdrawalRequest,
  useRejectWithdrawalCentre,
  useRejectWithdrawalHQ,
  useVerifyWithdrawal,
  useWithdrawal,
  useWithdrawalReasons,
} from './hooks'
import { withdrawalStatusText } from './text-keys'
import { WithdrawalFormCard } from './WithdrawalFormCard'
import { WithdrawalStatus } from './withdrawal-columns'
import { codeOptions } from '../../lib/code-options'
import { LoadError } from '../../components/query'

type Step = { key: string; label: TextKey; requires: ActionKey; reasons?: boolean; remarkRequired?: boolean }

/** The steps a viewer may take, shown when the server's `can` list holds their action. */
const STEPS: readonly Step[] = [
  {
    key: 'approveCentre',
    label: 'withdrawals.actions.approveCentre',
    requires: 'withdrawals.approveCentre',
    reasons: true,
  },
  {
    key: 'rejectCentre',
    label: 'withdrawals.actions.rejectCentre',
    requires: 'withdrawals.approveCentre',
    reasons: true,
    remarkRequired: true,
  },
  { key: 'approveHQ', label: 'withdrawals.actions.approveHQ', requires: 'withdrawals.approveHQ' },
  {
    key: 'rejectHQ',
    label: 'withdrawals.actions.rejectHQ',
    requires: 'withdrawals.approveHQ',
    remarkRequired: true,
  },
  { key: 'cancelRequest', label: 'withdrawals.actions.cancelRequest', requires: 'withdrawals.cancelRequest' },
  { key: 'cancel', label: 'withdrawals.actions.cancel', requires: 'withdrawals.cancel' },
]

/** /withdrawals/{id}: a withdrawal's figures, people, activity and the steps the viewer may take. */
export default function WithdrawalDetailPage() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const query = useWithdrawal(id)
  const w = query.data?.getWithdrawalDraft
  if (query.error) return <LoadError query={query} />
  if (!w) return null
  const item = w.withdrawalDraftItem
  return (
    <Stack spacing={2} data-testid="withdrawal-detail">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" data-testid="withdrawal-child">
          {item.child.firstname} {item.child.lastname}
        </Typography>
        <WithdrawalStatus w={w} />
      </Stack>
      <WithdrawalActions w={w} />
      <WithdrawalFormCard w={w} />
      <Card>
        <FactsTable
          rows={[
            [t('withdrawals.centre'), w.centre.label],
            [t('withdrawals.noticeDate'), formatDate(item.noticeDate)],
            [t('withdrawals.lastDay'), formatDate(item.effectiveDate)],
            [t('withdrawals.parentReason'), item.codeByParentReason.label],
            [t('withdrawals.centreReason'), item.codeByReason?.label ?? '—'],
            [t('withdrawals.remark'), item.remark ?? '—'],
            [t('withdrawals.monthlyFee'), formatMoney(item.monthlyFee)],
            [t('withdrawals.depositPaid'), formatMoney(item.depositAmount)],
            [t('withdrawals.feeInLieu'), formatMoney(item.feeInLieuAmount)],
            [
              t('withdrawals.refundDeposit'),
              <span data-testid="withdrawal-refund-deposit">{formatMoney(item.refundDepositAmount)}</span>,
            ],
            [t('withdrawals.refundFee'), formatMoney(item.refundFeeAmount)],
            [t('withdrawals.submittedBy'), personName(w.submittedBy)],
            [t('withdrawals.centreApprover'), personName(w.centreApprover)],
            [t('withdrawals.hqApprover'), personName(w.hqApprover)],
            [
              t('withdrawals.documentsVerified'),
              w.documentsVerified ? t('withdrawals.yes') : t('withdrawals.no'),
            ],
          ]}
        />
      </Card>
      <ActivityCard
        title={t('withdrawals.activity')}
        system={t('withdrawals.system')}
        logs={w.activityLogs}
        statusText={(status) => t(keyOf(withdrawalStatusText, status, 'pending_centre'))}
        testId="withdrawal-activity"
      />
    </Stack>
  )
}

function WithdrawalActions({ w }: { w: Withdrawal }) {
  const { t } = useTranslation()
  const { me } = useSession()
  const [open, setOpen] = useState<Step | null>(null)
  const reasons = useWithdrawalReasons(me?.fkSchool ?? 0)
  const centreReasons = codeOptions(reasons.data, 'withdrawal_reason')
  const mutations = {
    approveCentre: useApproveWithdrawalCentre(),
    rejectCentre: useRejectWithdrawalCentre(),
    approveHQ: useApproveWithdrawalHQ(),
    rejectHQ: useRejectWithdrawalHQ(),
    cancelRequest: useCancelWithdrawalRequest(),
    cancel: useCancelWithdrawal(),
  }
  const verify = useVerifyWithdrawal()
  const run = (step: Step, d: Decision) => {
    const IDWithdrawal = w.ID
    switch (step.key) {
      case 'approveCentre':
        return mutations.approveCentre.mutateAsync({ IDWithdrawal, decision: d })
      case 'rejectCentre':
        return mutations.rejectCentre.mutateAsync({ IDWithdrawal, decision: d })
      case 'approveHQ':
        return mutations.approveHQ.mutateAsync({ IDWithdrawal, decision: { remark: d.remark } })
      case 'rejectHQ':
        return mutations.rejectHQ.mutateAsync({ IDWithdrawal, decision: { remark: d.remark } })
      case 'cancelRequest':
        return mutations.cancelRequest.mutateAsync({ IDWithdrawal, remark: d.remark })
      default:
        return mutations.cancel.mutateAsync({ IDWithdrawal, remark: d.remark })
    }
  }
  const steps = STEPS.filter((s) => rowPermits(w, s.requires))
  if (steps.length === 0 && !rowPermits(w, 'withdrawals.verifyDocuments')) return null
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {steps.map((s) => (
        <Button
          key={s.key}
          variant={s.key.startsWith('approve') ? 'contained' : 'outlined'}
          color={s.key.startsWith('reject') || s.key.startsWith('cancel') ? 'error' : 'primary'}
          onClick={() => setOpen(s)}
          data-testid={`withdrawal-${s.key}`}
        >
          {t(s.label)}
        </Button>
      ))}
      {rowPermits(w, 'withdrawals.verifyDocuments') && (
        <Button
          variant="outlined"
          disabled={verify.isPending}
          onClick={() => verify.mutate({ IDWithdrawal: w.ID })}
          data-testid="withdrawal-verify"
        >
          {t('withdrawals.actions.verify')}
        </Button>
      )}
      {open && (
        <DecisionDialog
          title={t(open.label)}
          reasons={open.reasons ? centreReasons : undefined}
          remarkRequired={open.remarkRequired ?? false}
          testId="withdrawal-decision"
          onSubmit={(d) => run(open, d)}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  )
}
