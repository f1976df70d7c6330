import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { LOGIN_PATH } from '../../../shell/session/redirect'
import { enquiryPaths } from '../paths'

/** 'Log in', back to this form after signing in (as the parent's variant). */
export function LoginLink({ testId }: { testId: string }) {
  const { t } = useTranslation()
  return (
    <Link
      component={RouterLink}
      to={`${LOGIN_PATH}?redirect=${encodeURIComponent(enquiryPaths.parentForm)}`}
      data-testid={testId}
      sx={{ fontWeight: 700 }}
    >
      {t('enquiry.logIn')}
    </Link>
  )
}
