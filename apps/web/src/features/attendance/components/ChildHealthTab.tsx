import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { healthInfoInputSchema, type HealthInfoInput } from '@preschool/domain'
import { useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import {
  FormActions,
  FormCard,
  FormCheckbox,
  FormErrorAlert,
  FormSwitch,
  FormTextField,
  useServerForm,
} from '../../../components/form'
import type { ChildHealthInformationQuery } from '../../../generated/graphql'
import { useChildHealthInfo, useSaveChildHealthInfo } from '../hooks'
import { ChildInjuries } from './injuries/ChildInjuries'

type Info = ChildHealthInformationQuery['getChildHealthInfo']
type Values = z.input<typeof healthInfoInputSchema>

/**
 * A child's health information: immunisation, family doctor and clinic, medical conditions; staff may edit it.
 * `parent`: the child's parent, who acknowledges injuries here (an injury's bell opens this tab).
 */
export function ChildHealthTab({
  childId,
  canEdit,
  parent,
}: {
  childId: number
  canEdit: boolean
  parent: boolean
}) {
  const { t } = useTranslation()
  const info = useChildHealthInfo(childId)
  const [editing, setEditing] = useState(false)
  const data = info.data?.getChildHealthInfo
  if (!data) return null
  if (editing) return <HealthInfoForm childId={childId} info={data} onDone={() => setEditing(false)} />
  const yesNo = (v: boolean) => (v ? t('attendance.yes') : t('attendance.no'))
  return (
    <Stack spacing={2} sx={{ pt: 2 }} data-testid="child-health">
      {canEdit && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => setEditing(true)} data-testid="child-health-edit">
            {t('attendance.edit')}
          </Button>
        </Stack>
      )}
      <Card>
        <Table size="small">
          <TableBody>
            {(
              [
                [t('attendance.isImmunized'), yesNo(data.isImmunized)],
                [t('attendance.immunizationDetails'), data.immunizationDetails],
                [t('attendance.familyDoctorName'), data.familyDoctorName],
                [t('attendance.clinicName'), data.clinicName],
                [t('attendance.clinicPhone'), data.clinicPhone],
                [t('attendance.clinicAddress'), data.clinicAddress],
                [
                  t('attendance.medicalConditions'),
                  data.medicalCondition.map((c) => `${c.disease}: ${yesNo(c.exists)}`).join(', '),
                ],
              ] as const
            ).map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: '40%' }}>
                  {label}
                </TableCell>
                <TableCell>{value ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <ChildInjuries childId={childId} canAcknowledge={parent} />
    </Stack>
  )
}

function HealthInfoForm({ childId, info, onDone }: { childId: number; info: Info; onDone: () => void }) {
  const { t } = useTranslation()
  const save = useSaveChildHealthInfo()
  const form = useForm<Values, unknown, HealthInfoInput>({
    resolver: zodResolver(healthInfoInputSchema),
    defaultValues: {
      isImmunized: info.isImmunized,
      immunizationDetails: info.immunizationDetails ?? '',
      familyDoctorName: info.familyDoctorName ?? '',
      clinicName: info.clinicName ?? '',
      clinicPhone: info.clinicPhone ?? '',
      clinicAddress: info.clinicAddress ?? '',
      medicalConditions: info.medicalCondition.map((c) => ({ disease: c.disease, exists: c.exists })),
    },
  })
  const conditions = useFieldArray({ control: form.control, name: 'medicalConditions' as never })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: async (healthInfo: HealthInfoInput) => {
      await save.mutateAsync({ childID: childId, healthInfo })
      onDone()
    },
  })
  return (
    <FormCard onSubmit={submit} testId="child-health-form">
      <FormErrorAlert message={formError} testId="child-health-error" />
      <FormSwitch
        control={form.control}
        name="isImmunized"
        label={t('attendance.isImmunized')}
        testId="health-immunized"
      />
      <FormTextField
        control={form.control}
        name="immunizationDetails"
        label={t('attendance.immunizationDetails')}
        testId="health-immunization-details"
      />
      <FormTextField
        control={form.control}
        name="familyDoctorName"
        label={t('attendance.familyDoctorName')}
        testId="health-doctor"
      />
      <FormTextField
        control={form.control}
        name="clinicName"
        label={t('attendance.clinicName')}
        testId="health-clinic"
      />
      <FormTextField
        control={form.control}
        name="clinicPhone"
        label={t('attendance.clinicPhone')}
        testId="health-clinic-phone"
      />
      <FormTextField
        control={form.control}
        name="clinicAddress"
        label={t('attendance.clinicAddress')}
        testId="health-clinic-address"
      />
      <Typography variant="subtitle1">{t('attendance.medicalConditions')}</Typography>
      {conditions.fields.map((field, i) => (
        <Stack key={field.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FormTextField
            control={form.control}
            name={`medicalConditions.${i}.disease`}
            label={t('attendance.disease')}
            testId={`health-disease-${i}`}
          />
          <FormCheckbox
            control={form.control}
            name={`medicalConditions.${i}.exists`}
            label={t('attendance.exists')}
            testId={`health-exists-${i}`}
          />
        </Stack>
      ))}
      <Button
        onClick={() => conditions.append({ disease: '', exists: true } as never)}
        data-testid="health-add-condition"
      >
        {t('attendance.addCondition')}
      </Button>
      <FormActions onCancel={onDone} submitting={submitting} testId="child-health" />
    </FormCard>
  )
}
