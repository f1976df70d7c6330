import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { FeeMsg, feeDraftItemInputSchema, planningDateSchema } from '@preschool/domain'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import {
  FormActions,
  FormCard,
  FormDateField,
  FormErrorAlert,
  FormFrame,
  FormMoneyField,
  LeaveGuard,
  useServerForm,
} from '../../components/form'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import { formatMoney } from '../../lib/format'
import { useSaveAndReturn } from '../../lib/use-save-and-return'
import { useStaffSession } from '../../shell/session/use-staff-session'
import type { FeeTierView } from './documents'
import { useCurrentFeeTiers, useNewFeeDraft, useSubmitFeeDraft, useUpdateFeeDraftItems } from './hooks'
import { feePaths } from './paths'

const changeSchema = z.object({
  effectiveFrom: planningDateSchema(),
  items: z.array(feeDraftItemInputSchema),
})
type ChangeValues = z.input<typeof changeSchema>
type Change = z.output<typeof changeSchema>

/**
 * The server refuses to submit a request that changes nothing, but only after the request is opened: asked here
 * first, so a refused save does not leave an open request that blocks the next one ('already has an open...').
 */
const changeSchemaOf = (tier: FeeTierView) =>
  changeSchema.refine((c) => c.items.some((item, i) => item.amount !== tier.fees[i]?.amount), {
    message: FeeMsg.noChange,
    path: ['items', 0, 'amount'],
  })

/** The name of the submit button that saves the request as a draft instead of submitting it. */
const DRAFT_BUTTON = 'draft'

/** /feemanagement/editfeetier?tier=: new amounts for a tier's fees from a date, sent as a fee change request. */
export default function EditFeeTierPage() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const [params] = useSearchParams()
  const tierId = Number(params.get('tier'))
  // The tier's centre narrows the load to its tiers (a brand's every tier and fee is about 1 MB); without it, all.
  const centreId = Number(params.get('centre')) || null
  const tiers = useCurrentFeeTiers(me.fkSchool, centreId)
  const tier = tiers.data?.findAllCurrentFeeTier.find((x) => x.ID === tierId)
  return (
    <FormFrame
      title={t('fees.editTierTitle', { label: tier?.label ?? '' })}
      back={feePaths.list}
      backLabel={t('fees.backToList')}
      backTestId="fee-back"
    >
      <LoadedRecord
        pending={tiers.isPending}
        error={tiers.error}
        record={tier}
        notFound={t('fees.tierNotFound')}
        testId="fee-tier"
      >
        {(found) => <ChangeForm tier={found} />}
      </LoadedRecord>
    </FormFrame>
  )
}

function ChangeForm({ tier }: { tier: FeeTierView }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const open = useNewFeeDraft()
  const update = useUpdateFeeDraftItems()
  const submit = useSubmitFeeDraft()
  // Which button sent the form: a draft waits on the requests tab, showing whom it affects, until its maker submits.
  const asDraft = useRef(false)
  const onSave = useSaveAndReturn(
    async (change: Change) => {
      const draft = await open.mutateAsync({
        IDSchool: me.fkSchool,
        fkCentre: tier.fkCentre,
        data: { fkFeeTier: tier.ID, effectiveFrom: change.effectiveFrom },
      })
      await update.mutateAsync({ IDFeeDraft: draft.newFeeDraft.ID, items: change.items })
      if (!asDraft.current) await submit.mutateAsync({ IDFeeDraft: draft.newFeeDraft.ID })
    },
    () => ({ to: feePaths.drafts, notice: t(asDraft.current ? 'fees.savedDraft' : 'fees.submitted') }),
  )
  const form = useForm<ChangeValues, unknown, Change>({
    resolver: zodResolver(changeSchemaOf(tier)),
    defaultValues: {
      effectiveFrom: '',
      items: tier.fees.map((f) => ({
        fkLevel: f.level.ID,
        fkProgram: f.program.ID,
        nationality: f.nationality,
        amount: f.amount,
      })),
    },
  })
  const { submit: send, submitting, formError } = useServerForm(form, { onSubmit: onSave })
  return (
    <FormCard
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        asDraft.current = submitter?.getAttribute('name') === DRAFT_BUTTON
        send(event)
      }}
      testId="fee-change-form"
    >
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="fee-change-error" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={form.control}
            name="effectiveFrom"
            label={t('fees.effectiveFrom')}
            testId="fee-change-effective"
            required
          />
        </Grid>
        {tier.fees.map((f, i) => (
          <Grid
            size={12}
            container
            spacing={2}
            key={f.ID}
            sx={{ alignItems: 'center' }}
            data-testid={`fee-change-row-${i}`}
          >
            <Grid size={{ xs: 12, sm: 6 }}>
              <Typography>
                {f.level.label} · {f.nationality} · {f.program.label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('fees.lastAmount')}: {formatMoney(f.amount)}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormMoneyField
                control={form.control}
                name={`items.${i}.amount`}
                label={t('fees.newAmount')}
                testId={`fee-change-amount-${i}`}
              />
            </Grid>
          </Grid>
        ))}
      </Grid>
      <FormActions
        onCancel={() => navigate(feePaths.list)}
        submitting={submitting}
        testId="fee-change"
        saveLabel={t('fees.submit')}
        secondary={
          <Button
            type="submit"
            variant="outlined"
            disabled={submitting}
            name={DRAFT_BUTTON}
            data-testid="fee-change-draft"
          >
            {t('fees.saveDraft')}
          </Button>
        }
      />
    </FormCard>
  )
}
