import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { AuthLayout } from './AuthLayout'
import { RouterLink } from './RouterLink'

interface LinkProblemProps {
  /** The server's reason (or the invalid-link message when the address has no token). */
  message: string
  linkTo: string
  linkLabel: string
  testId: string
}

/** A register or reset link that cannot be used: why, and where to go instead. */
export function LinkProblem({ message, linkTo, linkLabel, testId }: LinkProblemProps) {
  const { t } = useTranslation()
  return (
    <AuthLayout testId={testId} title={t('auth.common.linkProblemTitle')}>
      <Stack spacing={3}>
        <Alert severity="error" data-testid={`${testId}-error`}>
          {message}
        </Alert>
        <Box sx={{ typography: 'body2' }}>
          <RouterLink to={linkTo} data-testid={`${testId}-link`}>
            {linkLabel}
          </RouterLink>
        </Box>
      </Stack>
    </AuthLayout>
  )
}
