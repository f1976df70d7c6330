import { zodResolver } from '@hookform/resolvers/zod'
import { type ChildFields, childFieldsSchema } from '@preschool/domain'
import type { z } from 'zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  FormActions,
  FormCard,
  FormErrorAlert,
  FormNumberField,
  FormSelect,
  FormTextField,
  LeaveGuard,
  useServerForm,
} from '../../../components/form'
import type { ChildProfile } from '../documents'
import { useUpdateChild } from '../profile-hooks'

type Values = z.input<typeof childFieldsSchema>

/** Staff change a child's particulars (updateChildByFields): the rules are the server's, from packages/domain. */
export function ChildParticularsForm(props: { child: ChildProfile; onDone: () => void }) {
  const { t } = useTranslation()
  const { child } = props
  const update = useUpdateChild()
  const form = useForm<Values, unknown, ChildFields>({
    resolver: zodResolver(childFieldsSchema),
    defaultValues: {
      nationality: child.nationality ?? '',
      race: child.race ?? '',
      gender: (child.gender as 'male' | 'female' | null) ?? null,
      householdIncomeRange: child.householdIncomeRange ?? '',
      numFamilyMembers: child.numFamilyMembers ?? null,
    },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (data) => update.mutateAsync({ IDChild: child.ID, data }),
    onSuccess: props.onDone,
  })
  return (
    <FormCard onSubmit={submit} testId="child-edit-form">
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="child-edit-error" />
      <FormTextField
        control={form.control}
        name="nationality"
        label={t('classes.nationality')}
        testId="child-nationality"
      />
      <FormTextField control={form.control} name="race" label={t('classes.race')} testId="child-race" />
      <FormSelect
        control={form.control}
        name="gender"
        label={t('classes.gender')}
        testId="child-gender"
        options={[
          { value: 'female', label: t('classes.female') },
          { value: 'male', label: t('classes.male') },
        ]}
      />
      <FormTextField
        control={form.control}
        name="householdIncomeRange"
        label={t('classes.householdIncomeRange')}
        testId="child-income-range"
      />
      <FormNumberField
        control={form.control}
        name="numFamilyMembers"
        label={t('classes.numFamilyMembers')}
        testId="child-family-members"
        min={1}
        max={30}
        integer
      />
      <FormActions onCancel={props.onDone} submitting={submitting} testId="child-edit" />
    </FormCard>
  )
}
