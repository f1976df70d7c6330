import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded'
import { useTranslation } from 'react-i18next'
import { HomeLink } from './HomeLink'
import { StatusPage } from './StatusPage'

export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <StatusPage
      testId="not-found"
      icon={<TravelExploreRounded />}
      title={t('shell.notFoundTitle')}
      body={t('shell.notFoundBody')}
      action={<HomeLink />}
    />
  )
}
