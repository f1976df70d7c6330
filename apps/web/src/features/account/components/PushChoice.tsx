import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  devicePushSubscription,
  pushSupported,
  turnOffPush,
  turnOnPush,
} from '../../../shell/parent-app/push'
import { AccountSection } from './AccountSection'
import { PushKinds } from './PushKinds'

type PushState = 'unsupported' | 'off' | 'on' | 'denied' | 'failed' | 'busy'

/** Web Push on this device: the parent's bell also arrives as a notification when the app is closed. */
export function PushChoice() {
  const { t } = useTranslation()
  const [state, setState] = useState<PushState>(() => (pushSupported() ? 'busy' : 'unsupported'))
  useEffect(() => {
    if (!pushSupported()) return
    void devicePushSubscription().then(
      (subscription) => setState(subscription ? 'on' : 'off'),
      () => setState('off'),
    )
  }, [])
  const turn = (on: boolean) => {
    setState('busy')
    const change = on ? turnOnPush() : turnOffPush().then(() => 'off' as const)
    void change.then(setState, () => setState('failed'))
  }
  return (
    <AccountSection
      title={t('parentApp.pushTitle')}
      description={t('parentApp.pushHelp')}
      testId="account-push"
    >
      {state === 'unsupported' && <Alert severity="info">{t('parentApp.pushUnsupported')}</Alert>}
      {state === 'denied' && <Alert severity="warning">{t('parentApp.pushDenied')}</Alert>}
      {state === 'failed' && <Alert severity="error">{t('common.somethingWrong')}</Alert>}
      {state === 'on' && <Alert severity="success">{t('parentApp.pushIsOn')}</Alert>}
      {state !== 'unsupported' && (
        <div>
          <Button
            variant={state === 'on' ? 'outlined' : 'contained'}
            disabled={state === 'busy'}
            onClick={() => turn(state !== 'on')}
            data-testid="account-push-toggle"
          >
            {state === 'on' ? t('parentApp.pushTurnOff') : t('parentApp.pushTurnOn')}
          </Button>
        </div>
      )}
      <PushKinds />
    </AccountSection>
  )
}
