import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { LevelInput } from '@preschool/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { CentredProgress } from '../../shell/pages/CentredProgress'
import { LevelForm } from './components/LevelForm'
import { levelToFormValues, newLevelDefaults, toLevelData } from './form-values'
import { useLevels, useSaveLevel } from './hooks'
import { levelPaths } from './paths'
import type { NoticeState } from '../../lib/use-notice'
import { useStaffSession } from './use-staff-session'

/** /settings/levelmanagement/add and /settings/levelmanagement/edit/:id. */
export default function LevelFormPage() {
  const { id } = useParams()
  return id === undefined ? <AddLevel /> : <EditLevel id={id} />
}

/** Saves, then returns to the list, which shows the notice in a snackbar. */
function useSubmitLevel(levelId: number | undefined) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const navigate = useNavigate()
  const save = useSaveLevel()
  return async (input: LevelInput) => {
    // The spec: a create omits the level ID (undefined is left out of the request body).
    await save.mutateAsync({ IDSchool: me.fkSchool, levelID: levelId, levelData: toLevelData(input) })
    const state: NoticeState = { notice: t('levels.saved', { label: input.label }) }
    navigate(levelPaths.list, { state })
  }
}

function AddLevel() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const onSave = useSubmitLevel(undefined)
  return (
    <FormFrame title={t('levels.addTitle')}>
      <LevelForm
        defaultValues={newLevelDefaults}
        onSave={onSave}
        onCancel={() => navigate(levelPaths.list)}
      />
    </FormFrame>
  )
}

/** Edit takes the level from the list query (the API has no single-level query), usually already cached. */
function EditLevel({ id }: { id: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const levels = useLevels(me.fkSchool)
  const levelId = Number(id)
  const onSave = useSubmitLevel(levelId)
  const level = levels.data?.findAllLevelsConfig.data.find((l) => l.ID === levelId)

  return (
    <FormFrame title={t('levels.editTitle')}>
      {levels.isPending ? (
        <CentredProgress />
      ) : levels.isError ? (
        <Alert severity="error" data-testid="level-load-error">
          {levels.error.message}
        </Alert>
      ) : level ? (
        // Keyed so that a refetch with another level's data cannot keep stale defaults.
        <LevelForm
          key={level.ID}
          defaultValues={levelToFormValues(level)}
          onSave={onSave}
          onCancel={() => navigate(levelPaths.list)}
        />
      ) : (
        <Alert severity="warning" data-testid="level-not-found">
          {t('levels.notFound')}
        </Alert>
      )}
    </FormFrame>
  )
}

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <div>
        <Button component={Link} to={levelPaths.list} startIcon={<ArrowBackIcon />} data-testid="level-back">
          {t('levels.backToList')}
        </Button>
      </div>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  )
}
