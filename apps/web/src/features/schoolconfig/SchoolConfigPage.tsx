import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
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
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: SchoolConfigTab) => select(next)}
          aria-label={t('schoolConfig.tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            value={SchoolConfigTab.settings}
            label={t('schoolConfig.tabSettings')}
            id="schoolconfig-tab-settings"
            aria-controls="schoolconfig-panel"
            data-testid="schoolconfig-tab-settings"
          />
          <Tab
            value={SchoolConfigTab.options}
            label={t('schoolConfig.tabOptions')}
            id="schoolconfig-tab-options"
            aria-controls="schoolconfig-panel"
            data-testid="schoolconfig-tab-options"
          />
        </Tabs>
      </Box>
      <div role="tabpanel" id="schoolconfig-panel" aria-labelledby={`schoolconfig-tab-${tab}`}>
        {tab === SchoolConfigTab.settings ? <SettingsTab /> : <OptionListsTab />}
      </div>
    </Stack>
  )
}
