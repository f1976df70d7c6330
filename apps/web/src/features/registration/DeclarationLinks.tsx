import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { SchoolConfigKey } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { schoolThemeQuery } from '../../shell/theme/documents'

/**
 * The documents the declaration's two boxes accept: the school's terms of enrolment and its privacy policy, each
 * opening in a new tab so the form keeps what was typed. A link the school has not set is left out.
 */
export function DeclarationLinks({ fkSchool }: { fkSchool: number }) {
  const { t } = useTranslation()
  const config = useGqlQuery(schoolThemeQuery, { fkSchool })
  const rows = config.data?.findAllSchoolConfig.data ?? []
  const link = (key: string) => rows.find((row) => row.key === key)?.value?.trim() || null
  const links = [
    {
      href: link(SchoolConfigKey.enrolmentTermsUrl),
      label: t('registration.termsLink'),
      testId: 'reg-terms-link',
    },
    {
      href: link(SchoolConfigKey.privacyPolicyUrl),
      label: t('registration.privacyLink'),
      testId: 'reg-privacy-link',
    },
  ].filter((l): l is typeof l & { href: string } => l.href !== null)
  if (links.length === 0) return null
  return (
    <Typography variant="body2" component="p">
      {t('registration.declarationRead')}{' '}
      {links.map((l, i) => (
        <span key={l.testId}>
          {i > 0 && ' · '}
          <Link href={l.href} target="_blank" rel="noopener noreferrer" data-testid={l.testId}>
            {l.label}
          </Link>
        </span>
      ))}
    </Typography>
  )
}
