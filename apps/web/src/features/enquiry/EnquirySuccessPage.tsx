import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { LOGIN_PATH } from '../../shell/session/redirect'
import { useSession } from '../../shell/session/session-context'
import { enquiryPaths } from './paths'

/** What the form hands to the success page. */
export interface EnquirySuccessState {
  email: string
  centres: string[]
}

const isSuccessState = (value: unknown): value is EnquirySuccessState =>
  typeof value === 'object' && value !== null && 'email' in value && 'centres' in value

/** After a new enquiry: the centres it went to and what happens next (register by email, or the dashboard). */
export default function EnquirySuccessPage() {
  const { t } = useTranslation()
  const { state } = useLocation()
  const signedIn = useSession().status === 'ready'
  const success = isSuccessState(state) ? state : null
  return (
    <Paper
      data-testid="enquiry-success"
      sx={{ maxWidth: 640, mx: 'auto', p: { xs: 3, sm: 5 }, textAlign: 'center' }}
    >
      <CheckCircleRounded color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        {t('enquiry.successTitle')}
      </Typography>
      {success && success.centres.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography>{t('enquiry.successCentres')}</Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
            data-testid="enquiry-success-centres"
          >
            {success.centres.map((label) => (
              <Typography component="li" key={label} sx={{ fontWeight: 700 }}>
                {label}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      <Typography sx={{ mt: 3 }} color="text.secondary">
        {signedIn
          ? t('enquiry.successSignedIn')
          : t('enquiry.successRegister', { email: success?.email ?? '' })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button
          component={Link}
          to={signedIn ? '/dashboard' : LOGIN_PATH}
          variant="contained"
          size="large"
          data-testid="enquiry-success-continue"
        >
          {signedIn ? t('enquiry.toDashboard') : t('enquiry.toLogin')}
        </Button>
        <Button component={Link} to={enquiryPaths.form} variant="outlined" size="large">
          {t('enquiry.anotherEnquiry')}
        </Button>
      </Stack>
    </Paper>
  )
}
