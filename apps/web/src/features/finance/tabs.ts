import { type ComponentType, lazy } from 'react'
import type { ActionKey } from '@preschool/domain'
import type { TextKey } from '../../i18n/text-key'

export interface FinanceTab {
  /** The tab's value in the address (?tab=) and its test id (finance-tab-<value>). */
  value: string
  /** The tab's label, a key of the app's texts. */
  label: TextKey
  /** Shown only to those the server's catalogue allows (me.can). */
  requires: ActionKey
  Component: ComponentType
}

/**
 * The tabs of /financemanagement, in order: one list, so another feature's tabs (GIRO files, subsidy files) join
 * it with one entry each.
 */
export const FINANCE_TABS: readonly FinanceTab[] = [
  {
    value: 'runs',
    label: 'finance.tabs.runs',
    requires: 'finance.runs',
    Component: lazy(() => import('./runs/InvoiceRunsTab')),
  },
  {
    value: 'invoices',
    label: 'finance.tabs.invoices',
    requires: 'finance.invoices',
    Component: lazy(() => import('./InvoicesTab')),
  },
  {
    value: 'search',
    label: 'finance.tabs.search',
    requires: 'finance.search',
    Component: lazy(() => import('./SearchTab')),
  },
  {
    value: 'ageing',
    label: 'finance.tabs.ageing',
    requires: 'finance.invoices',
    Component: lazy(() => import('./AgeingTab')),
  },
  {
    value: 'refunds',
    label: 'finance.tabs.refunds',
    requires: 'finance.invoices',
    Component: lazy(() => import('./RefundsTab')),
  },
  {
    value: 'unapplied',
    label: 'finance.tabs.unapplied',
    requires: 'payments.unapplied',
    Component: lazy(() => import('./UnappliedTab')),
  },
  {
    value: 'receipts',
    label: 'finance.tabs.receipts',
    requires: 'finance.recordPayment',
    Component: lazy(() => import('./ReceiptsTab')),
  },
  {
    value: 'giro',
    label: 'finance.tabs.giroFiles',
    requires: 'financeFiles.read',
    Component: lazy(() => import('./GiroFilesTab')),
  },
  {
    value: 'subsidy',
    label: 'finance.tabs.subsidyFiles',
    requires: 'financeFiles.read',
    Component: lazy(() => import('./SubsidyFilesTab')),
  },
]
