import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FilterSelect } from '../../components/list/FilterSelect'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import { keyOf } from '../../i18n/text-key'
import { formatDate, formatMoney } from '../../lib/format'
import type { AccountEntry } from './account-documents'
import { useAccountListing } from './hooks'
import { financePaths } from './paths'
import { documentKindText } from './text-keys'

const money = (cents: number) => (cents === 0 ? '' : formatMoney(cents))

/**
 * The child profile's Statement tab (getAccountListing), for the child's parents on a phone and finance staff:
 * every invoice, payment, credit note and refund, oldest first, with the balance after each.
 */
export function AccountStatement({ childId }: { childId: number }) {
  const { t } = useTranslation()
  const [part, setPart] = useState<'cda' | 'nonCda' | null>(null)
  const query = useAccountListing(childId, part === null ? null : part === 'cda')
  const listing = query.data?.getAccountListing
  const columns: Column<AccountEntry>[] = [
    {
      key: 'document',
      header: t('finance.statement.document'),
      cell: (e) => (e.IDInvoice ? <Link to={financePaths.invoice(e.IDInvoice)}>{e.number}</Link> : e.number),
      card: 'title',
      strong: true,
      exportValue: (e) => e.number,
    },
    {
      key: 'kind',
      header: t('finance.type'),
      cell: (e) => t(keyOf(documentKindText, e.kind, 'invoice')),
      card: 'badge',
      exportValue: (e) => e.kind,
    },
    {
      key: 'date',
      header: t('finance.statement.date'),
      cell: (e) => formatDate(e.date),
      nowrap: true,
      exportValue: (e) => e.date,
    },
    {
      key: 'debit',
      header: t('finance.statement.debit'),
      cell: (e) => money(e.debit),
      align: 'right',
      nowrap: true,
      exportValue: (e) => e.debit / 100,
    },
    {
      key: 'credit',
      header: t('finance.statement.credit'),
      cell: (e) => money(e.credit),
      align: 'right',
      nowrap: true,
      exportValue: (e) => e.credit / 100,
    },
    {
      key: 'balance',
      header: t('finance.statement.balance'),
      cell: (e) => formatMoney(e.balance),
      align: 'right',
      nowrap: true,
      strong: true,
      exportValue: (e) => e.balance / 100,
    },
  ]
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('finance.statement.title')}
        </Typography>
        {listing && (
          <Typography data-testid="statement-closing">
            {t('finance.statement.closing')}: <strong>{formatMoney(listing.closingBalance)}</strong>
          </Typography>
        )}
      </Paper>
      <FilterSelect
        label={t('finance.statement.part')}
        value={part}
        allLabel={t('finance.statement.all')}
        options={[
          { value: 'cda', label: t('finance.statement.cda') },
          { value: 'nonCda', label: t('finance.statement.nonCda') },
        ]}
        onChange={setPart}
        testId="statement-part"
      />
      <ResponsiveList
        query={query}
        rowsOf={(d) => d.getAccountListing.entries}
        rowKey={(e) => `${e.kind}-${e.ID}`}
        columns={columns}
        label={t('finance.statement.title')}
        emptyText={t('common.noData')}
        testId="statement"
        rowTestId="statement-entry"
        exportName="statement"
      />
    </Stack>
  )
}
