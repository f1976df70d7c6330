import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import { type FeeTierInput, feeTierInputSchema } from '@preschool/domain'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  FormActions,
  FormCard,
  FormDateField,
  FormErrorAlert,
  FormMoneyField,
  FormSelect,
  FormSwitch,
  FormTextField,
  LeaveGuard,
  useServerForm,
} from '../../../components/form'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import { useCentreOffer, useFeeCentres, useFeeGroups } from '../hooks'

type Values = z.input<typeof feeTierInputSchema>
const NATIONALITIES = ['Singaporean', 'Permanent Resident', 'Foreigner']
const blankFee = { fkLevel: 0, fkProgram: 0, nationality: 'Singaporean', amount: 0, effectiveFrom: '' }

/** A new tier: centre, group, label, registration dates and its fees (level and programme the centre offers). */
export function FeeTierForm({
  onSave,
  onCancel,
}: {
  onSave: (input: FeeTierInput) => Promise<void>
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const centres = useFeeCentres().data?.getAccessibleCentresForModule ?? []
  const groups = useFeeGroups(me.fkSchool).data?.findAllFeeGroup ?? []
  const form = useForm<Values, unknown, FeeTierInput>({
    resolver: zodResolver(feeTierInputSchema),
    defaultValues: {
      label: '',
      effectiveForRegistrationFrom: '',
      isLastTierInGroup: false,
      fees: [blankFee],
    },
  })
  const { control, setValue } = form
  const fees = useFieldArray({ control, name: 'fees' })
  const centreId = useWatch({ control, name: 'fkCentre' }) ?? null
  const offer = useCentreOffer(me.fkSchool, centreId).data?.findAllCentreLevel.data ?? []
  const pairs = offer.map((o) => ({
    value: `${o.fkLevel}/${o.fkProgram}`,
    label: `${o.level.label} · ${o.program.label}`,
  }))
  const { submit, submitting, formError } = useServerForm(form, { onSubmit: onSave })
  return (
    <FormCard onSubmit={submit} testId="fee-tier-form">
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="fee-tier-form-error" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="fkCentre"
            label={t('fees.centre')}
            testId="fee-tier-centre"
            options={centres.map((c) => ({ value: c.ID, label: c.label }))}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="fkGroup"
            label={t('fees.group')}
            testId="fee-tier-group"
            options={groups.map((g) => ({ value: g.ID, label: `${g.groupCode} · ${g.label}` }))}
            required
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="label"
            label={t('fees.label')}
            testId="fee-tier-label"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={control}
            name="effectiveForRegistrationFrom"
            label={t('fees.registrationFrom')}
            testId="fee-tier-from"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={control}
            name="effectiveForRegistrationTo"
            label={t('fees.registrationTo')}
            testId="fee-tier-to"
            emptyValue={null}
          />
        </Grid>
        <Grid size={12}>
          <FormSwitch
            control={control}
            name="isLastTierInGroup"
            label={t('fees.lastTier')}
            testId="fee-tier-last"
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle1" component="h2">
            {t('fees.fees')}
          </Typography>
        </Grid>
        {fees.fields.map((field, i) => (
          <Grid size={12} container spacing={1} key={field.id} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormSelect
                control={control}
                name={`fees.${i}.fkProgram`}
                label={t('fees.levelProgram')}
                testId={`fee-tier-pair-${i}`}
                options={pairs.map((p) => ({ value: Number(p.value.split('/')[1]), label: p.label }))}
                onPicked={(program) => {
                  const pair = offer.find((o) => o.fkProgram === Number(program))
                  if (pair) setValue(`fees.${i}.fkLevel`, pair.fkLevel)
                }}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <FormSelect
                control={control}
                name={`fees.${i}.nationality`}
                label={t('fees.nationality')}
                testId={`fee-tier-nationality-${i}`}
                options={NATIONALITIES.map((n) => ({ value: n, label: n }))}
                emptyLabel={false}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 2 }}>
              <FormMoneyField
                control={control}
                name={`fees.${i}.amount`}
                label={t('fees.amount')}
                testId={`fee-tier-amount-${i}`}
                required
              />
            </Grid>
            <Grid size={{ xs: 5, sm: 2 }}>
              <FormDateField
                control={control}
                name={`fees.${i}.effectiveFrom`}
                label={t('fees.effectiveFrom')}
                testId={`fee-tier-effective-${i}`}
                required
              />
            </Grid>
            <Grid size={1}>
              <IconButton
                aria-label={t('fees.removeFee', { n: i + 1 })}
                onClick={() => fees.remove(i)}
                disabled={fees.fields.length === 1}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Grid>
          </Grid>
        ))}
        <Grid size={12}>
          <Button onClick={() => fees.append(blankFee)} data-testid="fee-tier-add-fee">
            {t('fees.addFee')}
          </Button>
        </Grid>
      </Grid>
      <FormActions onCancel={onCancel} submitting={submitting} testId="fee-tier" />
    </FormCard>
  )
}
