import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { FormFrame } from '../../components/form/FormFrame'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import { useSaveAndReturn } from '../../lib/use-save-and-return'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { BusForm } from './components/BusForm'
import { type BusFormOutput, busToFormValues, newBusDefaults, toBusSave } from './form-values'
import { useBus, useBusCentreOptions, useSaveBus } from './hooks'
import { busPaths } from './paths'

/** /busmanagement/bus/add and /busmanagement/bus/edit/:id. */
export default function BusFormPage() {
  const { id } = useParams()
  return id === undefined ? <AddBus /> : <EditBus id={Number(id)} />
}

function useSubmitBus(busID: number | null) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const save = useSaveBus()
  return useSaveAndReturn(
    (values: BusFormOutput) => save.mutateAsync({ IDSchool: me.fkSchool, busID, ...toBusSave(values) }),
    (values) => ({ to: busPaths.list, notice: t('buses.busSaved', { plate: values.plateNumber }) }),
  )
}

function AddBus() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const centres = useBusCentreOptions().data?.getAccessibleCentresForModule ?? []
  const onSave = useSubmitBus(null)
  return (
    <BusFrame title={t('buses.addBusTitle')}>
      <BusForm
        // A staff member of one centre has it chosen already.
        key={centres.length}
        defaultValues={newBusDefaults(centres.length === 1 ? centres[0].ID : undefined)}
        centres={centres}
        current={[]}
        onSave={onSave}
        onCancel={() => navigate(busPaths.list)}
      />
    </BusFrame>
  )
}

function EditBus({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const query = useBus(me.fkSchool, id)
  const centres = useBusCentreOptions().data?.getAccessibleCentresForModule ?? []
  const onSave = useSubmitBus(id)
  return (
    <BusFrame title={t('buses.editBusTitle')}>
      <LoadedRecord
        pending={query.isPending}
        error={query.error}
        record={query.bus}
        notFound={t('buses.busNotFound')}
        testId="bus"
      >
        {(bus) => (
          <BusForm
            key={`${bus.ID}-${centres.length}`}
            defaultValues={busToFormValues(bus)}
            centres={centres}
            current={bus.busChildren}
            onSave={onSave}
            onCancel={() => navigate(busPaths.list)}
          />
        )}
      </LoadedRecord>
    </BusFrame>
  )
}

function BusFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <FormFrame title={title} back={busPaths.list} backLabel={t('buses.backToList')} backTestId="bus-back">
      {children}
    </FormFrame>
  )
}
