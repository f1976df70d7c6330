import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import { alpha } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from '../../../shell/layout/LanguageSwitcher'
import { SchoolLogo } from '../../../shell/layout/SchoolLogo'
import { useSchoolBranding } from '../../../shell/theme/branding-context'

interface AuthLayoutProps {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  /** Links below the card (back to log in, sign-up hint). */
  footer?: ReactNode
  testId: string
}

/**
 * The frame of every auth screen: the school's login banner beside the form on desktop (above it on tablets),
 * and on phones only the logo and a centred card, so the form is the first thing a parent sees.
 */
export function AuthLayout({ title, subtitle, children, footer, testId }: AuthLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        bgcolor: 'background.default',
      }}
    >
      <Banner />
      <Box
        component="main"
        id="main-content"
        data-testid={testId}
        sx={(theme) => ({
          position: 'relative',
          flex: { md: '1 1 45%' },
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          px: { xs: 2, sm: 4 },
          py: { xs: 5, md: 6 },
          backgroundImage: {
            xs: `radial-gradient(120% 60% at 50% 0%, ${alpha(theme.palette.primary.main, 0.1)}, transparent 70%)`,
            md: 'none',
          },
        })}
      >
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <LanguageSwitcher />
        </Box>
        <SchoolLogo />
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: 440,
            p: { xs: 3, sm: 4 },
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            boxShadow: '0 1px 2px rgba(16, 24, 40, 0.04), 0 12px 32px rgba(16, 24, 40, 0.06)',
          }}
        >
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
        {footer && (
          <Box sx={{ textAlign: 'center', typography: 'body2', color: 'text.secondary' }}>{footer}</Box>
        )}
      </Box>
    </Box>
  )
}

/** The school's login banner with a welcome line; a soft gradient in the school's colours when none is set. */
function Banner() {
  const { t } = useTranslation()
  const { loginBanner, name } = useSchoolBranding()
  return (
    <Box
      aria-hidden
      data-testid="auth-banner"
      sx={(theme) => ({
        display: { xs: 'none', sm: 'block' },
        position: 'relative',
        overflow: 'hidden',
        height: { sm: 220, md: 'auto' },
        minHeight: { md: '100dvh' },
        flex: { md: '1 1 55%' },
        backgroundColor: theme.palette.primary.dark,
        backgroundImage: [
          `radial-gradient(70% 55% at 85% 10%, ${alpha(theme.palette.secondary.main, 0.35)}, transparent 70%)`,
          `radial-gradient(60% 50% at 10% 90%, ${alpha(theme.palette.primary.light, 0.35)}, transparent 70%)`,
          `linear-gradient(160deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
        ].join(', '),
      })}
    >
      {loginBanner && (
        <Box
          component="img"
          src={loginBanner}
          alt=""
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          p: { sm: 3, md: 6 },
          color: 'common.white',
          background: 'linear-gradient(to top, rgba(0, 0, 0, 0.55), rgba(0, 0, 0, 0.05) 55%, transparent)',
        }}
      >
        <Typography
          component="p"
          sx={{ fontWeight: 700, lineHeight: 1.25, fontSize: { sm: '1.5rem', md: '2.125rem' } }}
        >
          {t('auth.common.welcomeTo', { school: name ?? t('shell.defaultSchoolName') })}
        </Typography>
        <Typography component="p" variant="body1" sx={{ mt: 1, maxWidth: 480, opacity: 0.9 }}>
          {t('auth.common.tagline')}
        </Typography>
      </Box>
    </Box>
  )
}
