import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../lib/format'
import { useSession } from '../../shell/session/session-context'
import { useCompletedTransfers, useTransferDrafts } from './hooks'
import { transferPaths } from './paths'
import { TransferActions } from './TransferActions'
import { TransferRequestForm } from './TransferRequestForm'
import { TransferStatus } from './transfer-columns'
import { LoadError } from '../../components/query'

const LIVE = ['pending_source', 'pending_destination', 'approved']

/**
 * The child profile's transfers tab: the child's requests with their status, day and centres and the steps the
 * viewer may take (from the server's `can`), and asking for a transfer (the parent, or staff for them) while none
 * is in progress.
 */
export function ChildTransfers({ childId }: { childId: number }) {
  const { t } = useTranslation()
  const { me, isStaff, can } = useSession()
  const [asking, setAsking] = useState(false)
  const [sent, setSent] = useState(false)
  const fkSchool = me?.fkSchool ?? 0
  const paging = { page: 1, perPage: 20 }
  const drafts = useTransferDrafts(fkSchool, { fkChild: childId }, paging)
  const completed = useCompletedTransfers(fkSchool, { fkChild: childId }, paging)
  const error = drafts.error ?? completed.error
  if (error) return <LoadError query={{ error }} />
  const rows = [
    ...(drafts.data?.getTransferDrafts.data ?? []),
    ...(completed.data?.getCompletedTransferRequests.data ?? []),
  ]
  const mayAsk =
    (!isStaff || can('transfers.submit')) && drafts.data && !rows.some((r) => LIVE.includes(r.status))
  return (
    <Stack spacing={2} sx={{ pt: 2 }} data-testid="child-transfers">
      {sent && (
        <Alert severity="success" data-testid="transfer-request-sent">
          {t('transfers.sent')}
        </Alert>
      )}
      {rows.length === 0 && drafts.data && <Typography>{t('transfers.none')}</Typography>}
      {rows.map((r) => (
        <Card key={r.ID} variant="outlined" data-testid={`child-transfer-${r.ID}`}>
          <CardContent>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <TransferStatus transfer={r} />
                <Typography>
                  {t('transfers.effectiveDate')}: {formatDate(r.item.effectiveDate)}
                </Typography>
              </Stack>
              <Typography variant="body2">
                {t('transfers.from')}: {r.sourceCentre.label} · {t('transfers.to')}:{' '}
                {r.destinationCentre.label}
              </Typography>
              {LIVE.includes(r.status) && (
                <Typography variant="body2" data-testid={`child-transfer-vacancy-${r.ID}`}>
                  {t('transfers.vacancy')}:{' '}
                  {t(r.vacancyAvailableForTransferRequest ? 'transfers.vacancyYes' : 'transfers.vacancyNo')}
                </Typography>
              )}
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button component={Link} to={transferPaths.detail(r.ID)} size="small">
                  {t('transfers.open')}
                </Button>
                <TransferActions transfer={r} />
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ))}
      {mayAsk && !asking && (
        <Button variant="outlined" onClick={() => setAsking(true)} data-testid="transfer-ask">
          {t('transfers.ask')}
        </Button>
      )}
      {asking && (
        <TransferRequestForm
          childId={childId}
          fkSchool={fkSchool}
          onCancel={() => setAsking(false)}
          onSent={() => {
            setAsking(false)
            setSent(true)
          }}
        />
      )}
    </Stack>
  )
}
