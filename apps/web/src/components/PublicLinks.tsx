import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'

/** The public pages (spec 000 section 2), open to anyone: features/public mounts them. */
export const publicPaths = {
  intro: '/intro',
  info: '/parentinfo',
  search: '/parentsearch',
} as const

/** The public pages, linked from the login page, the enquiry form and each other (texts: features/public/en.ts). */
export function PublicLinks() {
  const { t } = useTranslation()
  const links = [
    { to: publicPaths.intro, label: t('public.linkIntro') },
    { to: publicPaths.info, label: t('public.linkInfo') },
    { to: publicPaths.search, label: t('public.linkSearch') },
  ]
  return (
    <Stack component="nav" aria-label={t('public.publicLinks')} spacing={0.5}>
      <Typography variant="subtitle2">{t('public.publicLinks')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        {links.map((link) => (
          <Link
            key={link.to}
            component={RouterLink}
            to={link.to}
            data-testid={`public-link-${link.to.slice(1)}`}
          >
            {link.label}
          </Link>
        ))}
      </Stack>
    </Stack>
  )
}
