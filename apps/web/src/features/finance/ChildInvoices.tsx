import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { formatMoney } from '../../lib/format'
import { useChildInvoices } from './hooks'
import { useInvoiceColumns } from './invoice-columns'

/**
 * The child profile's Invoices tab, for the child's parents (on a phone) and finance staff at its centre: what the
 * family owes (the CDA part apart) and every invoice, each opening its page with its lines, receipts and PDF.
 */
export function ChildInvoices({ childId }: { childId: number }) {
  const { t } = useTranslation()
  const query = useChildInvoices(childId)
  const columns = useInvoiceColumns()
  const balance = query.data?.getChildCurrentBalance
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      {balance && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="child-balance">
          <Typography variant="h6" component="h2">
            {t('finance.childTab.balance')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 4 }}>
            <Typography data-testid="child-balance-cda">
              {t('finance.childTab.cdaBalance')}: <strong>{formatMoney(balance.CDABalance)}</strong>
            </Typography>
            <Typography data-testid="child-balance-non-cda">
              {t('finance.childTab.nonCdaBalance')}: <strong>{formatMoney(balance.nonCDABalance)}</strong>
            </Typography>
          </Stack>
        </Paper>
      )}
      <ResponsiveList
        query={query}
        rowsOf={(d) => d.invoicesByFkChild}
        rowKey={(i) => i.ID}
        columns={columns}
        label={t('finance.childTab.invoices')}
        emptyText={t('common.noData')}
        testId="child-invoices"
        rowTestId="child-invoice"
      />
    </Stack>
  )
}
