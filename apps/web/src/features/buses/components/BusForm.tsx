import { zodResolver } from '@hookform/resolvers/zod'
import Grid from '@mui/material/Grid'
import { busInputSchema } from '@preschool/domain'
import { type DefaultValues, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  FormActions,
  FormCard,
  FormErrorAlert,
  FormSelect,
  FormTextField,
  LeaveGuard,
  useServerForm,
} from '../../../components/form'
import { FormMultiSelect } from '../../../components/form/MultiSelectField'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import type { BusCentreOption } from '../documents'
import type { BusFormOutput, BusFormValues } from '../form-values'
import { useBusDrivers, useFreeChildren } from '../hooks'
import { driverName } from './DriverList'

const busFormSchema = busInputSchema.extend({ children: z.array(z.number()) })
const ALL = { page: 1, perPage: 500 }

interface Props {
  defaultValues: DefaultValues<BusFormValues>
  centres: BusCentreOption[]
  /** The bus's own children (editing): offered beside the centre's children on no bus. */
  current: { ID: number; firstname: string; lastname: string }[]
  onSave: (values: BusFormOutput) => Promise<void>
  onCancel: () => void
}

/** A bus: centre, plate, driver of the centre, and children of the centre who are on no other bus. */
export function BusForm({ defaultValues, centres, current, onSave, onCancel }: Props) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const form = useForm<BusFormValues, unknown, BusFormOutput>({
    resolver: zodResolver(busFormSchema),
    defaultValues,
  })
  const { control, setValue } = form
  const { submit, submitting, formError } = useServerForm(form, { onSubmit: onSave })
  const centreId = useWatch({ control, name: 'fkCentre' }) ?? null
  const sameCentre = centreId === defaultValues.fkCentre
  const free = useFreeChildren(me.fkSchool, centreId)
  const drivers = useBusDrivers(me.fkSchool, { fkCentre: centreId }, ALL, centreId !== null)
  const children = [...(sameCentre ? current : []), ...(free.data?.findAllChildrenNotAssignedToBus ?? [])]
  const childOptions = children.map((c) => ({ value: c.ID, label: `${c.firstname} ${c.lastname}` }))
  const driverOptions = (drivers.data?.findAllBusDriver.data ?? []).map((d) => ({
    value: d.ID,
    label: driverName(d),
  }))

  return (
    <FormCard onSubmit={submit} testId="bus-form">
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="bus-form-error" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="fkCentre"
            label={t('buses.centre')}
            testId="bus-centre"
            options={centres.map((c) => ({ value: c.ID, label: c.label }))}
            // Another centre has other children and drivers.
            onPicked={() => {
              setValue('children', [])
              setValue('fkBusDriver', null)
            }}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="plateNumber"
            label={t('buses.plateNumber')}
            helperText={t('buses.plateHelp')}
            testId="bus-plate"
            required
          />
        </Grid>
        <Grid size={12}>
          <FormSelect
            control={control}
            name="fkBusDriver"
            label={t('buses.driver')}
            testId="bus-driver"
            options={driverOptions}
            emptyLabel={t('buses.noDriver')}
            disabled={centreId === null}
          />
        </Grid>
        <Grid size={12}>
          <FormMultiSelect
            control={control}
            name="children"
            label={t('buses.children')}
            helperText={centreId === null ? t('buses.chooseCentreFirst') : t('buses.childrenHelp')}
            testId="bus-children"
            options={childOptions}
            loading={free.isFetching}
            disabled={centreId === null}
          />
        </Grid>
      </Grid>
      <FormActions onCancel={onCancel} submitting={submitting} testId="bus" />
    </FormCard>
  )
}
