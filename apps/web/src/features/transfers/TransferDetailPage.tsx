import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { type ActionKey, transferDecisionSchema, transferRejectionSchema } from '@preschool/domain'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import type { TextKey } from '../../i18n/text-key'
import { keyOf } from '../../i18n/text-key'
import { formatDate, formatDayAndTime } from '../../lib/format'
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

const person = (p: { firstname: string; lastname: string } | null | undefined) =>
  p ? `${p.firstname} ${p.lastname}` : '—'

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
        <Facts
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
            [t('transfers.submittedBy'), person(transfer.submittedBy)],
            [t('transfers.sourceApprover'), person(transfer.sourceApprover)],
            [t('transfers.destinationApprover'), person(transfer.destinationApprover)],
            [
              t('transfers.enquiry'),
              <span data-testid="transfer-enquiry">{item.fkEnquiry ? `#${item.fkEnquiry}` : '—'}</span>,
            ],
          ]}
        />
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('transfers.activity')}
          </Typography>
          <Stack component="ol" spacing={1} sx={{ pl: 2 }} data-testid="transfer-activity">
            {transfer.activityLogs.map((log) => (
              <li key={log.ID}>
                <Typography variant="body2">
                  {formatDayAndTime(log.createdAt)} ·{' '}
                  {t(keyOf(transferStatusText, log.status, 'pending_source'))} ·{' '}
                  {log.user ? person(log.user) : t('transfers.system')}
                  {log.remark ? ` · ${log.remark}` : ''}
                </Typography>
              </li>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  )
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ width: '40%' }}>
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
