import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/** The copyright line and a way back to the top of long pages. */
export function Footer() {
  const { t } = useTranslation()
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: { xs: 2, sm: 3, md: 5 },
        py: 2,
        bgcolor: 'footer.main',
        color: 'footer.contrastText',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1, opacity: 0.8 }} data-testid="copyright">
        {t('shell.copyright')}
      </Typography>
      <IconButton
        color="inherit"
        size="small"
        aria-label={t('shell.scrollTop')}
        data-testid="scroll-top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <KeyboardArrowUpRounded />
      </IconButton>
    </Box>
  )
}
