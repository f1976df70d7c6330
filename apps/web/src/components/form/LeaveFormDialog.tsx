import type { Blocker } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../ConfirmDialog'

/** Asks whether to leave a form with unsaved changes; its own module, loaded only when someone tries to leave. */
export default function LeaveFormDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      confirmation={{
        title: t('common.leaveTitle'),
        text: t('common.leaveText'),
        confirmLabel: t('common.leave'),
        dismissLabel: t('common.stay'),
        destructive: true,
      }}
      busy={false}
      error={null}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
      testId="leave-form"
    />
  )
}
