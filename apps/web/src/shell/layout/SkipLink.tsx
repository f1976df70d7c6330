import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'

/** Lets keyboard users jump past the header and menu; visible only when focused. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <Link
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 16,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 12 },
      }}
    >
      {t('shell.skipToContent')}
    </Link>
  )
}
