import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CentredProgress } from '../../components/CentredProgress'
import type { ListSpec } from '../../components/list/list-params'
import { useListParams } from '../../components/list/use-list-params'
import { PageTabs } from '../../components/PageTabs'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { FINANCE_TABS } from './tabs'

/** /financemanagement: the finance area, one tab per part (the tabs the caller's access opens). */
export default function FinancePage() {
  const { t } = useTranslation()
  const { can } = useStaffSession()
  const tabs = FINANCE_TABS.filter((tab) => can(tab.requires))
  const spec = useMemo<ListSpec<Record<string, never>>>(
    () => ({ filters: {}, tabs: tabs.map((tab) => tab.value) }),
    // The visible tabs change only with the session's access.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tabs.map((tab) => tab.value).join()],
  )
  const list = useListParams(spec)
  const current = tabs.find((tab) => tab.value === list.tab) ?? tabs[0]
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('finance.title')}
      </Typography>
      {current && (
        <PageTabs
          value={current.value}
          // A tab's own filters and page stay behind: the next tab starts on its first page.
          onChange={(tab) => list.set({ tab, page: 1 })}
          tabs={tabs.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
          label={t('finance.title')}
          idPrefix="finance"
          scrollable
        >
          <Suspense fallback={<CentredProgress />}>
            <current.Component />
          </Suspense>
        </PageTabs>
      )}
    </Stack>
  )
}
