import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { RegistrationInfoQuery as RegistrationInfoData } from '../../../generated/graphql'
import { useGqlQuery } from '../../../lib/graphql-hooks'
import { AuthPath, TokenParam } from '../auth-paths'
import { AuthLayout } from '../components/AuthLayout'
import { LinkProblem } from '../components/LinkProblem'
import { LoadingCard } from '../components/LoadingCard'
import { RegistrationInfoQuery } from '../documents'
import { RegisterFlow } from './RegisterFlow'

export type RegistrationInfo = RegistrationInfoData['registrationInfo']

/** Register via a register link: reads who the link is for, then lets them set a password. */
export default function RegisterPage() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const token = searchParams.get(TokenParam.register) ?? ''
  // Kept once loaded: signing in clears the query cache, and the flow must stay on screen until it navigates.
  const [info, setInfo] = useState<RegistrationInfo | null>(null)
  const query = useGqlQuery(
    RegistrationInfoQuery,
    { token },
    { enabled: token !== '' && info === null, retry: false, staleTime: Number.POSITIVE_INFINITY },
  )
  useEffect(() => {
    if (query.data) setInfo(query.data.registrationInfo)
  }, [query.data])

  const loaded = info ?? query.data?.registrationInfo
  if (loaded) return <RegisterFlow token={token} info={loaded} />
  if (!token || query.error) {
    return (
      <LinkProblem
        testId="register-invalid"
        message={query.error?.message ?? t('auth.common.invalidLink')}
        linkTo={AuthPath.login}
        linkLabel={t('auth.common.goToLogin')}
      />
    )
  }
  return (
    <AuthLayout testId="register-page" title={t('auth.register.title')}>
      <LoadingCard testId="register-loading" />
    </AuthLayout>
  )
}
