import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '../../components/DeleteDialog'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import { ListContent } from '../../components/list/ListContent'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { LevelCards } from './components/LevelCards'
import { LevelTable } from './components/LevelTable'
import type { Level } from './documents'
import { useLevels, useRemoveLevel } from './hooks'
import { levelPaths } from './paths'
import { useStaffSession } from './use-staff-session'

/** /settings/levelmanagement: the school's levels by age, with add, edit and delete for levels.write. */
export default function LevelListPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const levels = useLevels(me.fkSchool)
  const canWrite = can('levels.write')
  const [toDelete, setToDelete] = useState<Level | null>(null)
  const removal = useRemoveLevel()
  const [notice, setNotice] = useNotice()

  const onDelete = canWrite ? setToDelete : undefined
  const List = phone ? LevelCards : LevelTable

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('levels.title')}
        </Typography>
        {canWrite && <AddLinkButton to={levelPaths.add} label={t('levels.add')} testId="level-add" />}
      </Stack>
      <ListContent
        query={levels}
        isEmpty={(data) => data.findAllLevelsConfig.data.length === 0}
        emptyText={t('common.noData')}
        retryLabel={t('levels.retry')}
        testId="levels"
      >
        {(data) => <List levels={data.findAllLevelsConfig.data} onDelete={onDelete} />}
      </ListContent>
      <DeleteDialog
        item={toDelete}
        title={t('levels.deleteTitle')}
        text={(level) => t('levels.deleteConfirm', { label: level.label })}
        mutation={removal}
        variables={(level) => ({ IDSchool: me.fkSchool, levelID: level.ID })}
        testId="level-delete"
        onClose={() => setToDelete(null)}
        onDeleted={(level) => {
          setToDelete(null)
          setNotice(t('levels.deleted', { label: level.label }))
        }}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="levels-notice" />
    </Stack>
  )
}
