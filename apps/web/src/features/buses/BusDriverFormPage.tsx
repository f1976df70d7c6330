import type { BusDriverInput } from '@preschool/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { FormFrame } from '../../components/form/FormFrame'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import { useSaveAndReturn } from '../../lib/use-save-and-return'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { BusDriverForm } from './components/BusDriverForm'
import { driverName } from './components/DriverList'
import { driverToFormValues, newDriverDefaults } from './form-values'
import { useAddBusDriver, useBusCentreOptions, useBusDriver, useUpdateBusDriver } from './hooks'
import { busPaths } from './paths'

/** /busmanagement/busdriver/add and /busmanagement/busdriver/edit/:id. */
export default function BusDriverFormPage() {
  const { id } = useParams()
  return id === undefined ? <AddDriver /> : <EditDriver id={Number(id)} />
}

function useSubmitDriver(driverId: number | null) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const add = useAddBusDriver()
  const update = useUpdateBusDriver()
  return useSaveAndReturn(
    (data: BusDriverInput) =>
      driverId === null
        ? add.mutateAsync({ IDSchool: me.fkSchool, data })
        : update.mutateAsync({ IDBusDriver: driverId, data }),
    (data) => ({ to: busPaths.drivers, notice: t('buses.driverSaved', { name: driverName(data) }) }),
  )
}

function AddDriver() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const centres = useBusCentreOptions().data?.getAccessibleCentresForModule ?? []
  const onSave = useSubmitDriver(null)
  return (
    <DriverFrame title={t('buses.addDriverTitle')}>
      <BusDriverForm
        key={centres.length}
        defaultValues={newDriverDefaults(centres.length === 1 ? centres[0].ID : undefined)}
        centres={centres}
        onSave={onSave}
        onCancel={() => navigate(busPaths.drivers)}
      />
    </DriverFrame>
  )
}

function EditDriver({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const query = useBusDriver(me.fkSchool, id)
  const centres = useBusCentreOptions().data?.getAccessibleCentresForModule ?? []
  const onSave = useSubmitDriver(id)
  return (
    <DriverFrame title={t('buses.editDriverTitle')}>
      <LoadedRecord
        pending={query.isPending}
        error={query.error}
        record={query.driver}
        notFound={t('buses.driverNotFound')}
        testId="busdriver"
      >
        {(driver) => (
          <BusDriverForm
            key={`${driver.ID}-${centres.length}`}
            defaultValues={driverToFormValues(driver)}
            centres={centres}
            onSave={onSave}
            onCancel={() => navigate(busPaths.drivers)}
          />
        )}
      </LoadedRecord>
    </DriverFrame>
  )
}

function DriverFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <FormFrame
      title={title}
      back={busPaths.drivers}
      backLabel={t('buses.backToList')}
      backTestId="busdriver-back"
    >
      {children}
    </FormFrame>
  )
}
