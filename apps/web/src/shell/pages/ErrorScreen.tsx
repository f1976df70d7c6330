import CloudOffRounded from '@mui/icons-material/CloudOffRounded'
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { reloadPage } from '../session/reload-page'
import { StatusPage } from './StatusPage'

interface ErrorScreenProps {
  /** A part of the app that could not be downloaded (or took longer than 120 s): reloading fetches it afresh. */
  chunk?: boolean
  /** Tries again in place instead of reloading the page. */
  onRetry?: () => void
  message?: string
}

export function ErrorScreen({ chunk = false, onRetry, message }: ErrorScreenProps) {
  const { t } = useTranslation()
  return (
    <StatusPage
      testId={chunk ? 'chunk-error' : 'error-screen'}
      icon={chunk ? <CloudOffRounded /> : <ErrorOutlineRounded />}
      title={chunk ? t('shell.chunkErrorTitle') : t('common.somethingWrong')}
      body={chunk ? t('shell.chunkErrorBody') : message}
      action={
        <Button variant="contained" onClick={onRetry ?? reloadPage} data-testid="error-reload">
          {onRetry ? t('shell.tryAgain') : t('shell.reload')}
        </Button>
      }
    />
  )
}
