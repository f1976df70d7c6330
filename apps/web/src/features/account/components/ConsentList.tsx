import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { PDPA_NOTICE_TEXT } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useGqlQuery } from '../../../lib/graphql-hooks'
import { myConsentsQuery } from '../documents'
import { AccountSection } from './AccountSection'
import { formatDayAndTime } from '../../../lib/format'

/** The PDPA consents the parent gave: what for, which wording, and when. */
export function ConsentList() {
  const { t } = useTranslation()
  const query = useGqlQuery(myConsentsQuery, {})
  const consents = query.data?.myConsents ?? []
  return (
    <AccountSection title={t('account.consents')} description={PDPA_NOTICE_TEXT} testId="account-consents">
      {query.isError && <Typography color="error">{query.error.message}</Typography>}
      {query.isSuccess && consents.length === 0 && (
        <Typography color="text.secondary">{t('account.noConsents')}</Typography>
      )}
      <List disablePadding>
        {consents.map((consent) => (
          <ListItem key={consent.ID} disableGutters divider data-testid={`account-consent-${consent.ID}`}>
            <ListItemText
              primary={
                consent.kind === 'registration'
                  ? t('account.consentRegistration')
                  : t('account.consentEnquiry', { centre: consent.centreLabel ?? '' })
              }
              secondary={t('account.consentGiven', {
                when: formatDayAndTime(consent.givenAt),
                version: consent.version,
              })}
            />
          </ListItem>
        ))}
      </List>
    </AccountSection>
  )
}
