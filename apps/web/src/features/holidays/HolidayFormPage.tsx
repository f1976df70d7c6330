import type { HolidayData } from '@preschool/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { FormFrame } from '../../components/form/FormFrame'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import { useSaveAndReturn } from '../../lib/use-save-and-return'
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
import { useStaffSession } from '../../shell/session/use-staff-session'
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
  const create = useCreateHoliday()
  const update = useUpdateHoliday()
  return useSaveAndReturn(
    (data: HolidayData) => {
      const holiday = toHolidayInput(data)
      return holidayId === undefined
        ? create.mutateAsync({ IDSchool: me.fkSchool, holiday })
        : update.mutateAsync({ IDSchool: me.fkSchool, holidayID: holidayId, holiday })
    },
    (data) => ({
      to: holidayPaths.list(Number(data.from.slice(0, 4))),
      notice: t('holidays.saved', { title: data.title }),
    }),
  )
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
  const { me, can } = useStaffSession()
  const onSave = useSubmitHoliday(undefined)
  const centres = useCentreOptions()
  const getPhotoTarget = useHolidayPhotoTarget(me.fkSchool)
  return (
    <HolidayFrame title={t('holidays.addTitle')}>
      <HolidayForm
        defaultValues={newHolidayDefaults}
        centreOptions={centres.options}
        centresLoading={centres.loading}
        canMakePublic={can('holidays.public')}
        photoUrl={null}
        getPhotoTarget={getPhotoTarget}
        onSave={onSave}
        onCancel={() => navigate(holidayPaths.list())}
      />
    </HolidayFrame>
  )
}

/** Edit takes the holiday from the list of the year it was opened from (the API lists holidays by year). */
function EditHoliday({ id }: { id: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me, can } = useStaffSession()
  const [year] = useYearParam()
  const holidays = useHolidaysOfYear(me.fkSchool, year)
  const holidayId = Number(id)
  const onSave = useSubmitHoliday(holidayId)
  const holiday = holidays.data?.getCentreHolidaysOfYear.find((h) => h.ID === holidayId)
  const centres = useCentreOptions(holiday)
  const getPhotoTarget = useHolidayPhotoTarget(me.fkSchool)
  const back = () => navigate(holidayPaths.list(year))

  return (
    <HolidayFrame title={t('holidays.editTitle')} year={year}>
      <LoadedRecord
        pending={holidays.isPending}
        error={holidays.error}
        record={holiday}
        notFound={t('holidays.notFound')}
        testId="holiday"
      >
        {(found) => (
          // Keyed so that a refetch with another holiday's data cannot keep stale defaults.
          <HolidayForm
            key={found.ID}
            defaultValues={holidayToFormValues(found)}
            centreOptions={centres.options}
            centresLoading={centres.loading}
            canMakePublic={can('holidays.public')}
            photoUrl={found.holidayImageURL}
            getPhotoTarget={getPhotoTarget}
            onSave={onSave}
            onCancel={back}
          />
        )}
      </LoadedRecord>
    </HolidayFrame>
  )
}

function HolidayFrame({ title, year, children }: { title: string; year?: number; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <FormFrame
      title={title}
      back={holidayPaths.list(year)}
      backLabel={t('holidays.backToList')}
      backTestId="holiday-back"
    >
      {children}
    </FormFrame>
  )
}
