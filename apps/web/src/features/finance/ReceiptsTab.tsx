import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { formatMoney } from '../../lib/format'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useInvoices } from './hooks'
import { OfflinePaymentForm } from './OfflinePaymentForm'

/** The most outstanding invoices one payment form offers; staff find others by number as they type. */
const PICKABLE = { page: 1, perPage: 100 }

/** Records an offline payment against the outstanding invoices in reach. */
export default function ReceiptsTab() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const [notice, setNotice] = useNotice()
  const outstanding = useInvoices(me.fkSchool, { status: 'issued' }, PICKABLE).data?.findAllInvoice.data ?? []
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('finance.receipts.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('finance.receipts.hint')}
          </Typography>
          <OfflinePaymentForm
            invoices={outstanding.map((i) => ({
              ID: i.ID,
              label: `${i.invoiceNo} · ${i.label} · ${formatMoney(i.outstandingAmount)}`,
            }))}
            onDone={(nos) => setNotice(t('finance.receipts.saved', { receipts: nos.join(', ') }))}
            testId="finance-offline-payment"
          />
        </Stack>
      </Paper>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="finance-notice" />
    </Stack>
  )
}
