import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import { SearchField } from '../../components/list/SearchField'
import type { ListSpec } from '../../components/list/list-params'
import { useListParams } from '../../components/list/use-list-params'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { BusList } from './components/BusList'
import { DriverList } from './components/DriverList'
import { busPaths } from './paths'

const BUS_PAGE_SIZES = [10, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ search: 'text' }> = {
  filters: { search: 'text' },
  tabs: ['buses', 'drivers'],
  perPage: { options: BUS_PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}
export type BusListParams = ReturnType<typeof useListParams<{ search: 'text' }>>

/** /busmanagement: the buses and the drivers of the centres in reach, one tab each (the tab is in the address). */
export default function BusManagementPage() {
  const { t } = useTranslation()
  const { can } = useStaffSession()
  const canWrite = can('buses.write')
  const list = useListParams(LIST_PARAMS)
  const { set: setList } = list
  const [notice, setNotice] = useNotice()
  const drivers = list.tab === 'drivers'

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('buses.title')}
        </Typography>
        {canWrite &&
          (drivers ? (
            <AddLinkButton to={busPaths.driverAdd} label={t('buses.addDriver')} testId="busdriver-add" />
          ) : (
            <AddLinkButton to={busPaths.busAdd} label={t('buses.addBus')} testId="bus-add" />
          ))}
      </Stack>
      <Tabs value={list.tab} onChange={(_event, tab: string) => setList({ tab, filters: { search: '' } })}>
        <Tab value="buses" label={t('buses.tabBuses')} data-testid="bus-tab-buses" />
        <Tab value="drivers" label={t('buses.tabDrivers')} data-testid="bus-tab-drivers" />
      </Tabs>
      <SearchField
        // A tab of its own: what was typed on the other tab is dropped with it.
        key={list.tab}
        label={drivers ? t('buses.searchDrivers') : t('buses.searchBuses')}
        value={list.filters.search}
        onSearch={(search) => setList({ filters: { search } })}
        testId="bus-search"
      />
      {drivers ? (
        <DriverList list={list} canWrite={canWrite} onNotice={setNotice} />
      ) : (
        <BusList list={list} canWrite={canWrite} onNotice={setNotice} />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="buses-notice" />
    </Stack>
  )
}
