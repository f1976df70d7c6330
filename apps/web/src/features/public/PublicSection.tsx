import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'

/** A titled block of a public page. */
export function PublicSection({
  title,
  testId,
  children,
}: {
  title: string
  testId: string
  children: ReactNode
}) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} data-testid={testId} aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

/**
 * HQ's rich text as the server stored it: sanitised there (broadcasts' rules: formatting and links only), so the
 * page shows it as written.
 */
export function StoredHtml({ html, testId }: { html: string; testId: string }) {
  return (
    <Box
      sx={{ overflowWrap: 'anywhere', '& p': { mt: 0 }, '& :last-child': { mb: 0 } }}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/** The way from a public page into the enquiry form. */
export function EnquireCall({ title }: { title?: string }) {
  const { t } = useTranslation()
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
      {title && (
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      )}
      <Typography sx={{ mb: 1.5 }}>{t('publicInfo.enquireHint')}</Typography>
      <Button variant="contained" component={RouterLink} to="/enquiry" data-testid="public-enquire">
        {t('publicInfo.enquireNow')}
      </Button>
    </Paper>
  )
}
