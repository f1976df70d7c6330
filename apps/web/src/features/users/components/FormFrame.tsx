import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** A staff or role form page: the way back to the list's tab, the title, the form. */
export function FormFrame({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <div>
        <Button component={Link} to={back} startIcon={<ArrowBackIcon />} data-testid="users-back">
          {t('users.backToList')}
        </Button>
      </div>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  )
}
