import Link from '@mui/material/Link'
import type { ReactNode } from 'react'
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

/**
 * The error as shown at a field that can name an existing account: that refusal with the log-in link after it (and
 * what else to do, when given); any other error as it is.
 */
export const existingAccountError =
  (refusal: string, testId: string, after?: string) =>
  (message: string): ReactNode =>
    message === refusal ? (
      <span data-testid={testId}>
        {message} <LoginLink testId={`${testId}-login`} />
        {after ? ` ${after}` : null}
      </span>
    ) : (
      message
    )
