import LockOutlined from '@mui/icons-material/LockOutlined'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { HOME_PATHS } from '../layout/menu-tree'
import { HomeLink } from './HomeLink'
import { StatusPage } from './StatusPage'

/** Shown for a screen whose permission the user does not hold. */
export function NoAccessPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <StatusPage
      testId="no-access"
      icon={<LockOutlined />}
      title={t('shell.noAccess')}
      body={t('shell.noAccessBody')}
      // On the dashboard itself (staff with nothing to open), a link to the dashboard would lead nowhere.
      action={HOME_PATHS.includes(pathname) ? undefined : <HomeLink />}
    />
  )
}
