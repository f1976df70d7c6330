import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { keyOf } from '../../i18n/text-key'
import { formatDate } from '../../lib/format'
import { usePendingForm2, usePendingForm3 } from './hooks'
import { withdrawalPaths } from './paths'
import { formStatusText, formTypeText } from './text-keys'

/**
 * The children whose withdrawal form (form 2 or form 3) waits for a signature, with whose turn it is; each opens the
 * withdrawal, where staff send the link again or sign for the centre.
 */
export function PendingSignatures() {
  const { t } = useTranslation()
  const form2 = usePendingForm2()
  const form3 = usePendingForm3()
  const rows = [
    ...(form2.data?.getPendingForm2ESignatureChildren ?? []),
    ...(form3.data?.getPendingWithdrawalForm3ESignatureChildren ?? []),
  ]
  return (
    <Card data-testid="withdrawal-pending-signatures">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('withdrawals.form.pendingTitle')}
        </Typography>
        {rows.length === 0 && (form2.isSuccess || form3.isSuccess) && (
          <Typography color="text.secondary">{t('withdrawals.form.pendingNone')}</Typography>
        )}
        <Stack component="ul" spacing={1} sx={{ pl: 2 }}>
          {rows.map((r) => (
            <li key={r.IDWithdrawal} data-testid="withdrawal-pending-row" data-withdrawal-id={r.IDWithdrawal}>
              <Link component={RouterLink} to={withdrawalPaths.detail(r.IDWithdrawal)}>
                {r.child.firstname} {r.child.lastname}
              </Link>
              <Typography variant="body2" component="span">
                {' · '}
                {r.centre.label} · {t(keyOf(formTypeText, r.formType, 'form2'))} ·{' '}
                {t(keyOf(formStatusText, r.pendingStatus, 'Sent'))} · {t('withdrawals.form.pendingTurn')}:{' '}
                {r.signer} · {t('withdrawals.lastDay')}: {formatDate(r.effectiveDate)}
              </Typography>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
