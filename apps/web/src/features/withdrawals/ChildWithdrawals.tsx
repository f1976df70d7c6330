import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../lib/format'
import { useSession } from '../../shell/session/session-context'
import { useWithdrawalDrafts, useCompletedWithdrawals } from './hooks'
import { NoticeForm } from './NoticeForm'
import { withdrawalPaths } from './paths'
import { WithdrawalStatus } from './withdrawal-columns'
import { LoadError } from '../../components/query'

const LIVE = ['pending_centre', 'pending_hq', 'approved']

/** The child profile's withdrawal tab: the child's withdrawals, and giving notice (the parent, or staff for them). */
export function ChildWithdrawals({ childId }: { childId: number }) {
  const { t } = useTranslation()
  const { me, isStaff, can } = useSession()
  const [giving, setGiving] = useState(false)
  const [sent, setSent] = useState(false)
  const fkSchool = me?.fkSchool ?? 0
  const paging = { page: 1, perPage: 20 }
  const drafts = useWithdrawalDrafts(fkSchool, { fkChild: childId }, paging)
  const completed = useCompletedWithdrawals(fkSchool, { fkChild: childId }, paging)
  const error = drafts.error ?? completed.error
  if (error) return <LoadError query={{ error }} />
  const rows = [
    ...(completed.data?.findAllWithdrawal.data ?? []),
    ...(drafts.data?.findAllWithdrawalDraft.data ?? []),
  ]
  const mayGive =
    (!isStaff || can('withdrawals.submit')) &&
    drafts.data &&
    !rows.some((w) => LIVE.includes(w.status) || w.status === 'withdrawn')
  return (
    <Stack spacing={2} sx={{ pt: 2 }} data-testid="child-withdrawals">
      {sent && (
        <Alert severity="success" data-testid="withdrawal-notice-sent">
          {t('withdrawals.sent')}
        </Alert>
      )}
      {rows.length === 0 && drafts.data && <Typography>{t('withdrawals.none')}</Typography>}
      {rows.map((w) => (
        <Stack
          key={w.ID}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          data-testid={`child-withdrawal-${w.ID}`}
        >
          <Typography>
            {t('withdrawals.lastDay')}: {formatDate(w.withdrawalDraftItem.effectiveDate)}
          </Typography>
          <WithdrawalStatus w={w} />
          <Button
            component={Link}
            to={withdrawalPaths.detail(w.ID)}
            size="small"
            data-testid={`child-withdrawal-open-${w.ID}`}
          >
            {t('withdrawals.open')}
          </Button>
        </Stack>
      ))}
      {mayGive && !giving && (
        <Button variant="outlined" onClick={() => setGiving(true)} data-testid="withdrawal-give-notice">
          {t('withdrawals.giveNotice')}
        </Button>
      )}
      {giving && (
        <NoticeForm
          childId={childId}
          fkSchool={fkSchool}
          today={singaporeToday()}
          onCancel={() => setGiving(false)}
          onSent={() => {
            setGiving(false)
            setSent(true)
          }}
        />
      )}
    </Stack>
  )
}
