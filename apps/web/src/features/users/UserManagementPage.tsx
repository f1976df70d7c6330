import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { PageTabs } from '../../components/PageTabs'
import { useNotice } from '../../lib/use-notice'
import { tabOf, UserTab } from './paths'
import { RolesTab } from './RolesTab'
import { StaffTab } from './StaffTab'

/** /settings/usermanagement: the Staff tab, and the Roles tab (?tab=roles). */
export default function UserManagementPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const [notice, setNotice] = useNotice()

  // Each tab has its own filters: switching starts the other tab afresh.
  const select = (next: UserTab) =>
    setParams(next === UserTab.staff ? new URLSearchParams() : new URLSearchParams({ tab: next }))

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('users.title')}
      </Typography>
      <PageTabs
        value={tab}
        onChange={select}
        tabs={[
          { value: UserTab.staff, label: t('users.tabStaff') },
          { value: UserTab.roles, label: t('users.tabRoles') },
        ]}
        label={t('users.tabsLabel')}
        idPrefix="users"
      >
        {tab === UserTab.staff ? <StaffTab onNotice={setNotice} /> : <RolesTab onNotice={setNotice} />}
      </PageTabs>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="users-notice" />
    </Stack>
  )
}
