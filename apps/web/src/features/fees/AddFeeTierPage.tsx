import type { FeeTierInput } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FormFrame } from '../../components/form'
import { useSaveAndReturn } from '../../lib/use-save-and-return'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { FeeTierForm } from './components/FeeTierForm'
import { useNewFeeTier } from './hooks'
import { feePaths } from './paths'

/** /feemanagement/addfeetier. */
export default function AddFeeTierPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const create = useNewFeeTier()
  const onSave = useSaveAndReturn(
    (data: FeeTierInput) => create.mutateAsync({ IDSchool: me.fkSchool, data }),
    (data) => ({ to: feePaths.list, notice: t('fees.tierSaved', { label: data.label }) }),
  )
  return (
    <FormFrame
      title={t('fees.addTierTitle')}
      back={feePaths.list}
      backLabel={t('fees.backToList')}
      backTestId="fee-back"
    >
      <FeeTierForm onSave={onSave} onCancel={() => navigate(feePaths.list)} />
    </FormFrame>
  )
}
