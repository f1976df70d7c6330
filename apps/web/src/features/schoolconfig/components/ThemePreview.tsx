import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { ThemeProvider } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { headerBarSx } from '../../../shell/layout/header-style'
import { buildTheme } from '../../../shell/theme/build-theme'

interface Props {
  /** The colours being edited, by configuration key; invalid ones show the default, as the app would. */
  colours: Record<string, string>
  logoUrl: string | null
}

/**
 * A miniature of the app in the chosen colours: the header (with its colour band and the logo), primary and
 * secondary buttons, and the footer. Built with the app's own buildTheme, so it shows exactly what saving does.
 */
export function ThemePreview({ colours, logoUrl }: Props) {
  const { t } = useTranslation()
  const theme = useMemo(() => buildTheme(colours), [colours])
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null)
  return (
    <ThemeProvider theme={theme}>
      <Paper
        component="figure"
        aria-label={t('schoolConfig.preview')}
        data-testid="theme-preview"
        sx={{ m: 0, overflow: 'hidden', bgcolor: 'background.default' }}
      >
        {/* A picture of the app, not part of the page: nothing in it can be focused or clicked. */}
        <Box inert>
          <Box
            data-testid="preview-header"
            sx={[headerBarSx(theme), { display: 'flex', alignItems: 'center', px: 2, minHeight: 56 }]}
          >
            {logoUrl && brokenLogo !== logoUrl ? (
              <Box
                component="img"
                src={logoUrl}
                alt=""
                onError={() => setBrokenLogo(logoUrl)}
                sx={{ height: 32, maxWidth: 160, objectFit: 'contain' }}
              />
            ) : (
              <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
                {t('schoolConfig.previewSchool')}
              </Typography>
            )}
          </Box>
          <Stack spacing={1.5} sx={{ p: 2 }}>
            <Typography variant="h4" component="p">
              {t('schoolConfig.previewTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('schoolConfig.previewBody')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" data-testid="preview-primary">
                {t('schoolConfig.previewPrimary')}
              </Button>
              <Button variant="contained" color="secondary" data-testid="preview-secondary">
                {t('schoolConfig.previewSecondary')}
              </Button>
            </Stack>
          </Stack>
          <Box
            data-testid="preview-footer"
            sx={{ px: 2, py: 1.5, bgcolor: 'footer.main', color: 'footer.contrastText' }}
          >
            <Typography variant="body2">{t('schoolConfig.previewFooter')}</Typography>
          </Box>
        </Box>
      </Paper>
    </ThemeProvider>
  )
}
