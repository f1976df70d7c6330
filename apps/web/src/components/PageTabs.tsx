import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import type { ReactNode } from 'react'

interface Props<T extends string> {
  value: T
  onChange: (next: T) => void
  tabs: readonly { value: T; label: string }[]
  /** The tab list's accessible name. */
  label: string
  /** Prefix of the ids and test ids: <idPrefix>-tab-<value> for each tab, <idPrefix>-panel for the panel. */
  idPrefix: string
  /** Scrolls the tabs (with arrows on a phone too) instead of squeezing them. */
  scrollable?: boolean
  /** The chosen tab's content. */
  children: ReactNode
}

/** A page's tabs (the page keeps the chosen one, e.g. in its address) and the panel of the chosen one. */
export function PageTabs<T extends string>({
  value,
  onChange,
  tabs,
  label,
  idPrefix,
  scrollable,
  children,
}: Props<T>) {
  // MUI scrolls the chosen tab into sight before its automatic arrows take their room, so on a phone the chosen tab
  // ended up behind the right arrow (seen at 360 px on the child profile). Arrows that are always there on a phone
  // (disabled at either end) keep the room constant.
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(_event, next: T) => onChange(next)}
          aria-label={label}
          variant={scrollable ? 'scrollable' : 'standard'}
          allowScrollButtonsMobile={scrollable}
          scrollButtons={scrollable && phone ? true : 'auto'}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={tab.label}
              id={`${idPrefix}-tab-${tab.value}`}
              aria-controls={`${idPrefix}-panel`}
              data-testid={`${idPrefix}-tab-${tab.value}`}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${value}`}>
        {children}
      </div>
    </>
  )
}
