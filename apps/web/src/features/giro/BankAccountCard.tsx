import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { maskAccountNumber } from '@preschool/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { keyOf } from '../../i18n/text-key'
import { accountSourceText, accountStatusText } from './text-keys'
import { StatusChip } from '../../components/StatusChip'
import { formatDate, formatDateTime } from '../../lib/format'
import { useSession } from '../../shell/session/session-context'
import type { GiroBankAccount } from './documents'
import { useExportGiroPdf } from './hooks'
import { toneOf } from './status'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

/**
 * One bank account as a card (a phone's width, or a column of the staff tab): kind, bank, masked number, holders,
 * status, bill reference, the application form to download and, for staff, the status history and actions.
 */
export function BankAccountCard(props: {
  account: GiroBankAccount
  showHistory?: boolean
  actions?: ReactNode
}) {
  const { t } = useTranslation()
  // Parents read what happened; who on the staff did it is for the staff.
  const { isStaff } = useSession()
  const { account } = props
  const exportPdf = useExportGiroPdf()
  const download = async () => {
    const url = await exportPdf.mutateAsync({ IDBankAccount: account.ID })
    // A short-lived signed link of the app's own origin: saved as a file, like the invoice and receipt PDFs.
    const link = document.createElement('a')
    link.href = url.exportGiroApplicationPdf
    link.download = `giro-application-${account.billReferenceNumber}.pdf`
    document.body.append(link)
    link.click()
    link.remove()
  }
  return (
    <Card sx={{ p: 2 }} data-testid={`bank-account-${account.ID}`}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3">
            {account.isCda ? t('giro.kindCda') : t('giro.kindNonCda')} · {account.bank.bankName}
          </Typography>
          <StatusChip
            label={t(keyOf(accountStatusText, account.status, 'pending'))}
            tone={toneOf(account.status)}
            testId={`bank-account-status-${account.ID}`}
          />
        </Stack>
        <Typography variant="body2">
          {maskAccountNumber(account.payerAccountNumber)} · {account.payerAccountName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('giro.billReference')}: {account.billReferenceNumber}
          {account.effectiveFrom ? ` · ${t('giro.effectiveFrom')} ${formatDate(account.effectiveFrom)}` : ''}
          {` · ${t('giro.source')}: ${t(keyOf(accountSourceText, account.source, 'online'))}`}
        </Typography>
        {props.showHistory && account.statusChanges.length > 0 && (
          <Stack component="ul" sx={{ m: 0, pl: 2 }} aria-label={t('giro.history')}>
            {account.statusChanges.map((c) => (
              <Typography component="li" variant="body2" key={c.ID}>
                {formatDateTime(c.createdAt)}
                {isStaff && c.userName ? ` · ${c.userName}` : ''}:{' '}
                {t('giro.historyLine', {
                  from: t(keyOf(accountStatusText, c.fromStatus, 'pending')),
                  to: t(keyOf(accountStatusText, c.toStatus, 'pending')),
                  reason: c.reason,
                  remarks: c.remarks,
                })}
              </Typography>
            ))}
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            // A refusal is shown below (exportPdf.error), not left as an unhandled rejection.
            onClick={() => void download().catch(() => undefined)}
            disabled={exportPdf.isPending}
            data-testid={`bank-account-pdf-${account.ID}`}
          >
            {t('giro.downloadPdf')}
          </Button>
          {props.actions}
        </Stack>
        <FormErrorAlert message={exportPdf.error?.message} testId={`bank-account-pdf-error-${account.ID}`} />
      </Stack>
    </Card>
  )
}
