import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DASHBOARD_PATH, LOGIN_PATH } from '../session/redirect'
import { useSession } from '../session/session-context'

/** The way back from a dead end: the dashboard, or the login page for a visitor. */
export function HomeLink() {
  const { t } = useTranslation()
  const { token } = useSession()
  return (
    <Button
      component={Link}
      to={token ? DASHBOARD_PATH : LOGIN_PATH}
      variant="contained"
      data-testid="go-home"
    >
      {token ? t('shell.goHome') : t('shell.goToLogin')}
    </Button>
  )
}
