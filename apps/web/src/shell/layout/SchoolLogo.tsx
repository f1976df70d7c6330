import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSchoolBranding } from '../theme/branding-context'

/** The school's logo from its configuration, linking home; the school's name when there is no usable logo. */
export function SchoolLogo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation()
  const { logoUrl, name } = useSchoolBranding()
  const [broken, setBroken] = useState<string | null>(null)
  const label = name ?? t('shell.defaultSchoolName')
  return (
    <Box
      component={Link}
      to={to}
      data-testid="school-logo"
      aria-label={t('shell.homeLink', { school: label })}
      sx={{ display: 'flex', alignItems: 'center', color: 'inherit', textDecoration: 'none', minWidth: 0 }}
    >
      {logoUrl && broken !== logoUrl ? (
        <Box
          component="img"
          src={logoUrl}
          alt={label}
          onError={() => setBroken(logoUrl)}
          sx={{
            height: { xs: 32, sm: 40 },
            maxWidth: { xs: 140, sm: 200 },
            objectFit: 'contain',
            display: 'block',
          }}
        />
      ) : (
        <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, color: 'primary.main' }}>
          {label}
        </Typography>
      )}
    </Box>
  )
}
