import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ActivityCard, personName } from '../../components/detail/ActivityCard'
import { FactsTable } from '../../components/detail/FactsTable'
import { keyOf } from '../../i18n/text-key'
import { formatDate } from '../../lib/format'
import { useTransfer } from './hooks'
import { transferStatusText } from './text-keys'
import { TransferActions } from './TransferActions'
import { TransferStatus } from './transfer-columns'
import { LoadError } from '../../components/query'

/** /transfers/{id}: a transfer's centres, dates, people, activity and the steps the viewer may take. */
export default function TransferDetailPage() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const query = useTransfer(id)
  const transfer = query.data?.getTransferDraft
  if (query.error) return <LoadError query={query} />
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
