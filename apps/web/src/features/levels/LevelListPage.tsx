import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CentredProgress } from '../../shell/pages/CentredProgress'
import { DeleteLevelDialog } from './components/DeleteLevelDialog'
import { LevelCards } from './components/LevelCards'
import { LevelTable } from './components/LevelTable'
import type { Level } from './documents'
import { useLevels } from './hooks'
import { levelPaths } from './paths'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from './use-staff-session'

/** /settings/levelmanagement: the school's levels by age, with add, edit and delete for levels.write. */
export default function LevelListPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const levels = useLevels(me.fkSchool)
  const canWrite = can('levels.write')
  const [toDelete, setToDelete] = useState<Level | null>(null)
  const [notice, setNotice] = useNotice()

  const onDelete = canWrite ? setToDelete : undefined
  const List = phone ? LevelCards : LevelTable

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('levels.title')}
        </Typography>
        {canWrite && (
          <Button
            component={Link}
            to={levelPaths.add}
            variant="contained"
            startIcon={<AddIcon />}
            data-testid="level-add"
          >
            {t('levels.add')}
          </Button>
        )}
      </Stack>
      {levels.isPending ? (
        <CentredProgress />
      ) : levels.isError ? (
        <Alert
          severity="error"
          data-testid="levels-error"
          action={
            <Button color="inherit" size="small" onClick={() => levels.refetch()}>
              {t('levels.retry')}
            </Button>
          }
        >
          {levels.error.message}
        </Alert>
      ) : levels.data.findAllLevelsConfig.data.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center' }} data-testid="levels-empty">
          <Typography color="text.secondary">{t('common.noData')}</Typography>
        </Paper>
      ) : (
        <Paper sx={{ p: phone ? 1 : 0 }}>
          <List levels={levels.data.findAllLevelsConfig.data} onDelete={onDelete} />
        </Paper>
      )}
      <DeleteLevelDialog
        schoolId={me.fkSchool}
        level={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(level) => {
          setToDelete(null)
          setNotice(t('levels.deleted', { label: level.label }))
        }}
      />
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)}>
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setNotice(null)}
          data-testid="levels-notice"
        >
          {notice}
        </Alert>
      </Snackbar>
    </Stack>
  )
}
