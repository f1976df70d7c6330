import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CentreSaveInput } from '@preschool/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { CentredProgress } from '../../shell/pages/CentredProgress'
import type { NoticeState } from '../../lib/use-notice'
import { CentreForm } from './components/CentreForm'
import { centreToFormValues, newCentreDefaults, toSaveArguments } from './form-values'
import { useCentre, useSaveCentre } from './hooks'
import { centrePaths } from './paths'
import { useStaffSession } from './use-staff-session'

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
  const navigate = useNavigate()
  const save = useSaveCentre()
  return async (input: CentreSaveInput) => {
    // The spec: a create omits the centre ID (undefined is left out of the request body).
    await save.mutateAsync({ IDSchool: me.fkSchool, centreID: centreId, ...toSaveArguments(input) })
    const state: NoticeState = { notice: t('centres.saved', { label: input.centreData.label }) }
    navigate(centrePaths.list, { state })
  }
}

function AddCentre() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me, canCreate } = useStaffSession()
  const onSave = useSubmitCentre(undefined)
  return (
    <FormFrame title={t('centres.addTitle')}>
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
    </FormFrame>
  )
}

function EditCentre({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const query = useCentre(me.fkSchool, id, isCentreId(id))
  const onSave = useSubmitCentre(id)
  return (
    <FormFrame title={t('centres.editTitle')}>
      {!isCentreId(id) ? (
        <Alert severity="warning" data-testid="centre-not-found">
          {t('centres.notFound')}
        </Alert>
      ) : query.isPending ? (
        <CentredProgress />
      ) : query.isError ? (
        <Alert severity="error" data-testid="centre-load-error">
          {query.error.message}
        </Alert>
      ) : query.centre ? (
        // Keyed so that a refetch with another centre's data cannot keep stale defaults.
        <CentreForm
          key={query.centre.ID}
          schoolId={me.fkSchool}
          defaultValues={centreToFormValues(query.centre)}
          onSave={onSave}
          onCancel={() => navigate(centrePaths.list)}
        />
      ) : (
        <Alert severity="warning" data-testid="centre-not-found">
          {t('centres.notFound')}
        </Alert>
      )}
    </FormFrame>
  )
}

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <div>
        <Button
          component={Link}
          to={centrePaths.list}
          startIcon={<ArrowBackIcon />}
          data-testid="centre-back"
        >
          {t('centres.backToList')}
        </Button>
      </div>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  )
}
