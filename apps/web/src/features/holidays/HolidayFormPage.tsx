import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { HolidayData } from '@preschool/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { CentredProgress } from '../../shell/pages/CentredProgress'
import type { NoticeState } from '../../lib/use-notice'
import { HolidayForm } from './components/HolidayForm'
import type { CentreOption, Holiday } from './documents'
import { holidayToFormValues, newHolidayDefaults, toHolidayInput } from './form-values'
import {
  useCreateHoliday,
  useHolidayCentreOptions,
  useHolidayPhotoTarget,
  useHolidaysOfYear,
  useUpdateHoliday,
} from './hooks'
import { holidayPaths } from './paths'
import { useStaffSession } from './use-staff-session'
import { useYearParam } from './use-year-param'

/** /settings/holidaymanagement/add and /settings/holidaymanagement/:id. */
export default function HolidayFormPage() {
  const { id } = useParams()
  return id === undefined ? <AddHoliday /> : <EditHoliday id={id} />
}

/** Saves, then returns to the list of the holiday's year, which shows the notice in a snackbar. */
function useSubmitHoliday(holidayId: number | undefined) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const navigate = useNavigate()
  const create = useCreateHoliday()
  const update = useUpdateHoliday()
  return async (data: HolidayData) => {
    const holiday = toHolidayInput(data)
    if (holidayId === undefined) await create.mutateAsync({ IDSchool: me.fkSchool, holiday })
    else await update.mutateAsync({ IDSchool: me.fkSchool, holidayID: holidayId, holiday })
    const state: NoticeState = { notice: t('holidays.saved', { title: data.title }) }
    navigate(holidayPaths.list(Number(data.from.slice(0, 4))), { state })
  }
}

/** The centres to choose from: those the user may write for, plus any the holiday already closes. */
function useCentreOptions(holiday?: Holiday) {
  const centres = useHolidayCentreOptions()
  const accessible = centres.data?.getAccessibleCentresForModule ?? []
  const current: CentreOption[] = (holiday?.centreHolidays ?? []).map((c) => c.centre)
  const options = [...accessible, ...current.filter((c) => !accessible.some((a) => a.ID === c.ID))]
  return { options, loading: centres.isPending }
}

function AddHoliday() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const onSave = useSubmitHoliday(undefined)
  const centres = useCentreOptions()
  const getPhotoTarget = useHolidayPhotoTarget(me.fkSchool)
  return (
    <FormFrame title={t('holidays.addTitle')}>
      <HolidayForm
        defaultValues={newHolidayDefaults}
        centreOptions={centres.options}
        centresLoading={centres.loading}
        canMakePublic={me.isHQStaff}
        photoUrl={null}
        getPhotoTarget={getPhotoTarget}
        onSave={onSave}
        onCancel={() => navigate(holidayPaths.list())}
      />
    </FormFrame>
  )
}

/** Edit takes the holiday from the list of the year it was opened from (the API lists holidays by year). */
function EditHoliday({ id }: { id: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const [year] = useYearParam()
  const holidays = useHolidaysOfYear(me.fkSchool, year)
  const holidayId = Number(id)
  const onSave = useSubmitHoliday(holidayId)
  const holiday = holidays.data?.getCentreHolidaysOfYear.find((h) => h.ID === holidayId)
  const centres = useCentreOptions(holiday)
  const getPhotoTarget = useHolidayPhotoTarget(me.fkSchool)
  const back = () => navigate(holidayPaths.list(year))

  return (
    <FormFrame title={t('holidays.editTitle')} year={year}>
      {holidays.isPending ? (
        <CentredProgress />
      ) : holidays.isError ? (
        <Alert severity="error" data-testid="holiday-load-error">
          {holidays.error.message}
        </Alert>
      ) : holiday ? (
        // Keyed so that a refetch with another holiday's data cannot keep stale defaults.
        <HolidayForm
          key={holiday.ID}
          defaultValues={holidayToFormValues(holiday)}
          centreOptions={centres.options}
          centresLoading={centres.loading}
          canMakePublic={me.isHQStaff}
          photoUrl={holiday.holidayImageURL}
          getPhotoTarget={getPhotoTarget}
          onSave={onSave}
          onCancel={back}
        />
      ) : (
        <Alert severity="warning" data-testid="holiday-not-found">
          {t('holidays.notFound')}
        </Alert>
      )}
    </FormFrame>
  )
}

function FormFrame({ title, year, children }: { title: string; year?: number; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <div>
        <Button
          component={Link}
          to={holidayPaths.list(year)}
          startIcon={<ArrowBackIcon />}
          data-testid="holiday-back"
        >
          {t('holidays.backToList')}
        </Button>
      </div>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  )
}
