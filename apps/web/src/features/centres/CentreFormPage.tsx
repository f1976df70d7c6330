import Alert from '@mui/material/Alert'
import type { CentreSaveInput } from '@preschool/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { FormFrame } from '../../components/form/FormFrame'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import { useSaveAndReturn } from '../../lib/use-save-and-return'
import { CentreForm } from './components/CentreForm'
import { centreToFormValues, newCentreDefaults, toSaveArguments } from './form-values'
import { useCentre, useSaveCentre } from './hooks'
import { centrePaths } from './paths'
import { useStaffSession } from '../../shell/session/use-staff-session'

/** /settings/centremanagement/add and /settings/centremanagement/edit/:id. */
export default function CentreFormPage() {
  const { id } = useParams()
  return id === undefined ? <AddCentre /> : <EditCentre id={Number(id)} />
}

const isCentreId = (id: number) => Number.isInteger(id) && id > 0

/** Saves, then returns to the list, which shows the notice in a snackbar. */
function useSubmitCentre(centreId: number | undefined) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const save = useSaveCentre()
  return useSaveAndReturn(
    // The spec: a create omits the centre ID (undefined is left out of the request body).
    (input: CentreSaveInput) =>
      save.mutateAsync({ IDSchool: me.fkSchool, centreID: centreId, ...toSaveArguments(input) }),
    (input) => ({ to: centrePaths.list, notice: t('centres.saved', { label: input.centreData.label }) }),
  )
}

function AddCentre() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me, can } = useStaffSession()
  // Creating centres is head office's (the catalogue's centres.create): the server refuses others.
  const canCreate = can('centres.create')
  const onSave = useSubmitCentre(undefined)
  return (
    <CentreFrame title={t('centres.addTitle')}>
      {canCreate ? (
        <CentreForm
          schoolId={me.fkSchool}
          defaultValues={newCentreDefaults}
          onSave={onSave}
          onCancel={() => navigate(centrePaths.list)}
        />
      ) : (
        <Alert severity="info" data-testid="centre-add-hq-only">
          {t('centres.hqOnly')}
        </Alert>
      )}
    </CentreFrame>
  )
}

function EditCentre({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const query = useCentre(me.fkSchool, id, isCentreId(id))
  const onSave = useSubmitCentre(id)
  return (
    <CentreFrame title={t('centres.editTitle')}>
      {/* An id that cannot be a centre's is not asked for (the query stays disabled): not found at once. */}
      <LoadedRecord
        pending={isCentreId(id) && query.isPending}
        error={query.error}
        record={isCentreId(id) ? query.centre : null}
        notFound={t('centres.notFound')}
        testId="centre"
      >
        {(centre) => (
          // Keyed so that a refetch with another centre's data cannot keep stale defaults.
          <CentreForm
            key={centre.ID}
            schoolId={me.fkSchool}
            defaultValues={centreToFormValues(centre)}
            onSave={onSave}
            onCancel={() => navigate(centrePaths.list)}
          />
        )}
      </LoadedRecord>
    </CentreFrame>
  )
}

function CentreFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <FormFrame
      title={title}
      back={centrePaths.list}
      backLabel={t('centres.backToList')}
      backTestId="centre-back"
      maxWidth={960}
    >
      {children}
    </FormFrame>
  )
}
