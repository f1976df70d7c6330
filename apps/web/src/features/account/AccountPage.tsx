import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { ConsentList } from './components/ConsentList'
import { EmailChange } from './components/EmailChange'
import { LanguageChoice } from './components/LanguageChoice'
import { PasswordChange } from './components/PasswordChange'
import { ProfileForm } from './components/ProfileForm'
import { PushChoice } from './components/PushChoice'
import { myAccountQuery } from './documents'
import { QueryStatus } from '../../components/query'

/** The signed-in parent's own account: profile, email, password, language, notifications on this device
 * and the consents given. */
export default function AccountPage() {
  const { t } = useTranslation()
  const query = useGqlQuery(myAccountQuery, {})
  const account = query.data?.myAccount
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }} data-testid="account-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('account.title')}
      </Typography>
      {!account ? (
        <QueryStatus query={query} />
      ) : (
        <>
          <ProfileForm
            key={account.ID}
            account={{
              firstname: account.firstname,
              lastname: account.lastname,
              mobilePhone: account.mobilePhone ?? '',
            }}
          />
          <EmailChange email={account.email} pendingEmail={account.pendingEmail ?? null} />
          <PasswordChange />
          <LanguageChoice />
          <PushChoice />
          <ConsentList />
        </>
      )}
    </Stack>
  )
}
