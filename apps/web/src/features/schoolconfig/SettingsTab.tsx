import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import type { ValidSchoolConfig } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isLoaded, QueryStatus } from '../../components/query'
import { SettingsForm } from './components/SettingsForm'
import { toEntries, toFormValues } from './config-form'
import { useSchoolConfigSettings, useUpdateSchoolConfig } from './hooks'
import { useStaffSession } from '../../shell/session/use-staff-session'

/** The settings tab: loads the school's values, saves them all at once, and says so. */
export function SettingsTab() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const settings = useSchoolConfigSettings(me.fkSchool)
  const update = useUpdateSchoolConfig()
  const [saved, setSaved] = useState(false)

  const onSave = async (values: ValidSchoolConfig) => {
    const result = await update.mutateAsync({ IDSchool: me.fkSchool, entries: toEntries(values) })
    return toFormValues(result.updateSchoolConfig)
  }

  if (!isLoaded(settings)) return <QueryStatus query={settings} testId="schoolconfig-load-error" />
  return (
    <>
      <SettingsForm
        schoolId={me.fkSchool}
        defaultValues={toFormValues(settings.data.findAllSchoolConfig.data)}
        canWrite={can('schoolConfig.write')}
        onSave={onSave}
        onSaved={() => setSaved(true)}
      />
      <Snackbar open={saved} autoHideDuration={5000} onClose={() => setSaved(false)}>
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setSaved(false)}
          data-testid="schoolconfig-notice"
        >
          {t('schoolConfig.saved')}
        </Alert>
      </Snackbar>
    </>
  )
}
