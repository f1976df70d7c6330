import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
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
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: UserTab) => select(next)}
          aria-label={t('users.tabsLabel')}
        >
          <Tab
            value={UserTab.staff}
            label={t('users.tabStaff')}
            id="users-tab-staff"
            aria-controls="users-panel"
            data-testid="users-tab-staff"
          />
          <Tab
            value={UserTab.roles}
            label={t('users.tabRoles')}
            id="users-tab-roles"
            aria-controls="users-panel"
            data-testid="users-tab-roles"
          />
        </Tabs>
      </Box>
      <div role="tabpanel" id="users-panel" aria-labelledby={`users-tab-${tab}`}>
        {tab === UserTab.staff ? <StaffTab onNotice={setNotice} /> : <RolesTab onNotice={setNotice} />}
      </div>
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)}>
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)} data-testid="users-notice">
          {notice}
        </Alert>
      </Snackbar>
    </Stack>
  )
}
