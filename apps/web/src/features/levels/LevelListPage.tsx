import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '../../components/DeleteDialog'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { useNotice } from '../../lib/use-notice'
import type { Level } from './documents'
import { useLevelColumns } from './components/level-columns'
import { LevelRowActions } from './components/LevelRowActions'
import { useLevels, useRemoveLevel } from './hooks'
import { levelPaths } from './paths'
import { useStaffSession } from '../../shell/session/use-staff-session'

/** /settings/levelmanagement: the school's levels by age, with add, edit and delete for levels.write. */
export default function LevelListPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const levels = useLevels(me.fkSchool)
  const canWrite = can('levels.write')
  const [toDelete, setToDelete] = useState<Level | null>(null)
  const removal = useRemoveLevel()
  const [notice, setNotice] = useNotice()

  const columns = useLevelColumns()

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('levels.title')}
        </Typography>
        {canWrite && <AddLinkButton to={levelPaths.add} label={t('levels.add')} testId="level-add" />}
      </Stack>
      <ResponsiveList
        query={levels}
        rowsOf={(data) => data.findAllLevelsConfig.data}
        rowKey={(level) => level.ID}
        columns={columns}
        label={t('levels.title')}
        emptyText={t('common.noData')}
        testId="levels"
        rowTestId="level-row"
        rowActions={
          canWrite ? (level) => <LevelRowActions level={level} onDelete={setToDelete} /> : undefined
        }
        exportName="levels"
      />
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
