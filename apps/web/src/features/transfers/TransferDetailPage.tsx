import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ActionKey, transferDecisionSchema, transferRejectionSchema } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ActivityCard, personName } from '../../components/detail/ActivityCard'
import { FactsTable } from '../../components/detail/FactsTable'
import { useParams } from 'react-router'
import type { TextKey } from '../../i18n/text-key'
import { keyOf } from '../../i18n/text-key'
import { formatDate } from '../../lib/format'
import { rowPermits } from '../../shell/session/row-permits'
import type { Transfer } from './documents'
import {
  useApproveTransferDestination,
  useApproveTransferSource,
  useCancelTransfer,
  useCompleteTransfer,
  useRejectTransferDestination,
  useRejectTransferSource,
  useTransfer,
} from './hooks'
import { RemarkDialog } from '../../components/form/RemarkDialog'
import { transferStatusText } from './text-keys'
import { TransferStatus } from './transfer-columns'

type StepKey =
  'approveSource' | 'rejectSource' | 'approveDestination' | 'rejectDestination' | 'cancel' | 'complete'
type Step = { key: StepKey; label: TextKey; requires: ActionKey; remarkRequired?: boolean }

/** The steps a viewer may take, shown when the server's `can` list holds their action. */
const STEPS: readonly Step[] = [
  { key: 'approveSource', label: 'transfers.actions.approveSource', requires: 'transfers.approveSource' },
  {
    key: 'rejectSource',
    label: 'transfers.actions.rejectSource',
    requires: 'transfers.approveSource',
    remarkRequired: true,
  },
  {
    key: 'approveDestination',
    label: 'transfers.actions.approveDestination',
    requires: 'transfers.approveDestination',
  },
  {
    key: 'rejectDestination',
    label: 'transfers.actions.rejectDestination',
    requires: 'transfers.approveDestination',
    remarkRequired: true,
  },
  { key: 'complete', label: 'transfers.actions.complete', requires: 'transfers.complete' },
  { key: 'cancel', label: 'transfers.actions.cancel', requires: 'transfers.cancel' },
]

/** /transfers/{id}: a transfer's centres, dates, people, activity and the steps the viewer may take. */
export default function TransferDetailPage() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const query = useTransfer(id)
  const transfer = query.data?.getTransferDraft
  if (query.error) return <Alert severity="error">{query.error.message}</Alert>
  if (!transfer) return null
  const item = transfer.item
  return (
    <Stack spacing={2} data-testid="transfer-detail">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" data-testid="transfer-child">
          {item.child.firstname} {item.child.lastname}
        </Typography>
        <TransferStatus transfer={transfer} />
      </Stack>
      <Alert severity="info" data-testid="transfer-subsidy">
        {transfer.subsidyNotice}
      </Alert>
      <TransferActions transfer={transfer} />
      <Card>
        <FactsTable
          rows={[
            [t('transfers.from'), transfer.sourceCentre.label],
            [t('transfers.to'), transfer.destinationCentre.label],
            [t('transfers.effectiveDate'), formatDate(item.effectiveDate)],
            [
              t('transfers.vacancy'),
              <span data-testid="transfer-vacancy">
                {t(
                  transfer.vacancyAvailableForTransferRequest
                    ? 'transfers.vacancyYes'
                    : 'transfers.vacancyNo',
                )}
              </span>,
            ],
            [t('transfers.waitingFor'), transfer.additionalStatus ?? '—'],
            [t('transfers.reason'), item.reason.label],
            [t('transfers.remark'), item.remark ?? '—'],
            [t('transfers.submittedBy'), personName(transfer.submittedBy)],
            [t('transfers.sourceApprover'), personName(transfer.sourceApprover)],
            [t('transfers.destinationApprover'), personName(transfer.destinationApprover)],
            [
              t('transfers.enquiry'),
              <span data-testid="transfer-enquiry">{item.fkEnquiry ? `#${item.fkEnquiry}` : '—'}</span>,
            ],
          ]}
        />
      </Card>
      <ActivityCard
        title={t('transfers.activity')}
        system={t('transfers.system')}
        logs={transfer.activityLogs}
        statusText={(status) => t(keyOf(transferStatusText, status, 'pending_source'))}
        testId="transfer-activity"
      />
    </Stack>
  )
}

function TransferActions({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Step | null>(null)
  const mutations = {
    approveSource: useApproveTransferSource(),
    rejectSource: useRejectTransferSource(),
    approveDestination: useApproveTransferDestination(),
    rejectDestination: useRejectTransferDestination(),
    cancel: useCancelTransfer(),
    complete: useCompleteTransfer(),
  }
  const run = (step: Step, decision: { remark: string | null }) => {
    const IDTransfer = transfer.ID
    switch (step.key) {
      case 'approveSource':
        return mutations.approveSource.mutateAsync({ IDTransfer, decision })
      case 'rejectSource':
        return mutations.rejectSource.mutateAsync({ IDTransfer, decision })
      case 'approveDestination':
        return mutations.approveDestination.mutateAsync({ IDTransfer, decision })
      case 'rejectDestination':
        return mutations.rejectDestination.mutateAsync({ IDTransfer, decision })
      case 'complete':
        return mutations.complete.mutateAsync({ IDTransfer, remark: decision.remark })
      default:
        return mutations.cancel.mutateAsync({ IDTransfer, remark: decision.remark })
    }
  }
  const steps = STEPS.filter((s) => rowPermits(transfer, s.requires))
  if (steps.length === 0) return null
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {steps.map((s) => (
        <Button
          key={s.key}
          variant={s.key.startsWith('approve') || s.key === 'complete' ? 'contained' : 'outlined'}
          color={s.key.startsWith('reject') || s.key === 'cancel' ? 'error' : 'primary'}
          onClick={() => setOpen(s)}
          data-testid={`transfer-${s.key}`}
        >
          {t(s.label)}
        </Button>
      ))}
      {open && (
        <RemarkDialog
          open
          title={t(open.label)}
          label={t(open.remarkRequired ? 'transfers.remark' : 'transfers.remarkOptional')}
          confirmLabel={t('transfers.confirm')}
          schema={(open.remarkRequired ? transferRejectionSchema : transferDecisionSchema).shape.remark}
          required={open.remarkRequired ?? false}
          destructive={open.key.startsWith('reject') || open.key === 'cancel'}
          testId="transfer-decision"
          onSubmit={(remark) => run(open, { remark })}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  )
}
