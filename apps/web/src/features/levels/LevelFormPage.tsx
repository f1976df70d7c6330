import type { LevelInput } from '@preschool/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { FormFrame } from '../../components/form/FormFrame'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import { useSaveAndReturn } from '../../lib/use-save-and-return'
import { LevelForm } from './components/LevelForm'
import { levelToFormValues, newLevelDefaults, toLevelData } from './form-values'
import { useLevels, useSaveLevel } from './hooks'
import { levelPaths } from './paths'
import { useStaffSession } from '../../shell/session/use-staff-session'

/** /settings/levelmanagement/add and /settings/levelmanagement/edit/:id. */
export default function LevelFormPage() {
  const { id } = useParams()
  return id === undefined ? <AddLevel /> : <EditLevel id={id} />
}

/** Saves, then returns to the list, which shows the notice in a snackbar. */
function useSubmitLevel(levelId: number | undefined) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const save = useSaveLevel()
  return useSaveAndReturn(
    // The spec: a create omits the level ID (undefined is left out of the request body).
    (input: LevelInput) =>
      save.mutateAsync({ IDSchool: me.fkSchool, levelID: levelId, levelData: toLevelData(input) }),
    (input) => ({ to: levelPaths.list, notice: t('levels.saved', { label: input.label }) }),
  )
}

function AddLevel() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const onSave = useSubmitLevel(undefined)
  return (
    <LevelFrame title={t('levels.addTitle')}>
      <LevelForm
        defaultValues={newLevelDefaults}
        onSave={onSave}
        onCancel={() => navigate(levelPaths.list)}
      />
    </LevelFrame>
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
    <LevelFrame title={t('levels.editTitle')}>
      <LoadedRecord
        pending={levels.isPending}
        error={levels.error}
        record={level}
        notFound={t('levels.notFound')}
        testId="level"
      >
        {(found) => (
          // Keyed so that a refetch with another level's data cannot keep stale defaults.
          <LevelForm
            key={found.ID}
            defaultValues={levelToFormValues(found)}
            onSave={onSave}
            onCancel={() => navigate(levelPaths.list)}
          />
        )}
      </LoadedRecord>
    </LevelFrame>
  )
}

function LevelFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <FormFrame
      title={title}
      back={levelPaths.list}
      backLabel={t('levels.backToList')}
      backTestId="level-back"
    >
      {children}
    </FormFrame>
  )
}
