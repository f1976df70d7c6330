import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageTabs } from '../../components/PageTabs'
import { OptionListsTab } from './OptionListsTab'
import { SchoolConfigTab, tabOf } from './paths'
import { SettingsTab } from './SettingsTab'

/** /settings/schoolconfig: the school's settings, and its option lists (?tab=options). */
export default function SchoolConfigPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))

  const select = (next: SchoolConfigTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === SchoolConfigTab.settings) updated.delete('tab')
        else updated.set('tab', next)
        return updated
      },
      { replace: false },
    )

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography variant="h5" component="h1">
        {t('schoolConfig.title')}
      </Typography>
      <PageTabs
        value={tab}
        onChange={select}
        tabs={[
          { value: SchoolConfigTab.settings, label: t('schoolConfig.tabSettings') },
          { value: SchoolConfigTab.options, label: t('schoolConfig.tabOptions') },
        ]}
        label={t('schoolConfig.tabsLabel')}
        idPrefix="schoolconfig"
        scrollable
      >
        {tab === SchoolConfigTab.settings ? <SettingsTab /> : <OptionListsTab />}
      </PageTabs>
    </Stack>
  )
}
