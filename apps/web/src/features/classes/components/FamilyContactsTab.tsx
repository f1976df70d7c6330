import { zodResolver } from '@hookform/resolvers/zod'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type AddressInput, userAddressSchema } from '@preschool/domain'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { NoticeSnackbar } from '../../../components/NoticeSnackbar'
import { FormCard, FormErrorAlert, FormTextField, LeaveGuard, useServerForm } from '../../../components/form'
import Button from '@mui/material/Button'
import { useGqlQuery } from '../../../lib/graphql-hooks'
import { useNotice } from '../../../lib/use-notice'
import { useSession } from '../../../shell/session/session-context'
import { enquiryOptionListsQuery } from '../../enquiry/documents'
import { type CodeLists, StepForm } from '../../registration/StepForm'
import type { FamilyContacts } from '../profile-documents'
import { useFamilyContacts, useSaveEmergencyContact, useSaveMyAddress } from '../profile-hooks'

type AddressValues = z.input<typeof userAddressSchema>

/**
 * A parent keeps the family's contacts up to date from the child's profile: their own home address and the child's
 * emergency contact (the registration's own section form, with the same rules and option lists).
 */
export function FamilyContactsTab({ childId }: { childId: number }) {
  const { t } = useTranslation()
  const contacts = useFamilyContacts(childId)
  const [notice, setNotice] = useNotice()
  const data = contacts.data?.getFamilyContacts
  if (!data) return null
  return (
    <Stack spacing={3} sx={{ pt: 2 }}>
      <Typography variant="h6" component="h2">
        {t('classes.myAddress')}
      </Typography>
      <AddressForm childId={childId} contacts={data} onSaved={() => setNotice(t('classes.contactsSaved'))} />
      <Typography variant="h6" component="h2">
        {t('classes.emergencyContact')}
      </Typography>
      <EmergencyContactForm
        childId={childId}
        contacts={data}
        onSaved={() => setNotice(t('classes.contactsSaved'))}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="contacts-notice" />
    </Stack>
  )
}

function AddressForm(props: { childId: number; contacts: FamilyContacts; onSaved: () => void }) {
  const { t } = useTranslation()
  const save = useSaveMyAddress()
  const a = props.contacts.address
  const form = useForm<AddressValues, unknown, AddressInput>({
    resolver: zodResolver(userAddressSchema),
    defaultValues: {
      postcode: a?.postcode ?? '',
      address: a?.address ?? '',
      building: a?.building ?? '',
      floor: a?.floor ?? '',
      unit: a?.unit ?? '',
    },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (addressData) => save.mutateAsync({ IDChild: props.childId, addressData }),
    onSuccess: () => {
      form.reset(form.getValues())
      props.onSaved()
    },
  })
  return (
    <FormCard onSubmit={submit} testId="contacts-address-form">
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="contacts-address-error" />
      <FormTextField
        control={form.control}
        name="postcode"
        label={t('classes.postcode')}
        testId="address-postcode"
        required
      />
      <FormTextField
        control={form.control}
        name="address"
        label={t('classes.street')}
        testId="address-street"
        required
      />
      <FormTextField
        control={form.control}
        name="building"
        label={t('classes.building')}
        testId="address-building"
      />
      <FormTextField control={form.control} name="floor" label={t('classes.floor')} testId="address-floor" />
      <FormTextField control={form.control} name="unit" label={t('classes.unit')} testId="address-unit" />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={submitting} data-testid="address-save">
          {t('classes.saveAddress')}
        </Button>
      </Stack>
    </FormCard>
  )
}

function EmergencyContactForm(props: { childId: number; contacts: FamilyContacts; onSaved: () => void }) {
  const { me } = useSession()
  const save = useSaveEmergencyContact()
  const lists = useGqlQuery(
    enquiryOptionListsQuery,
    { fkSchool: me?.fkSchool ?? 0, labels: ['Relation_Child'] },
    { staleTime: 10 * 60_000 },
  )
  const codes = useMemo<CodeLists>(() => {
    const out: CodeLists = {}
    for (const list of lists.data?.codesByLabelFkSchool ?? [])
      out[list.category] = list.codes.map((c) => ({ value: c.label, label: c.label }))
    return out
  }, [lists.data])
  // The form mounts again after a save, so its values are what the server stored.
  const [version, setVersion] = useState(0)
  const saved = (props.contacts.emergencyContact ?? { mobilePhoneCountryCode: '+65' }) as Record<
    string,
    unknown
  >
  return (
    <StepForm
      key={version}
      step="emergency_contact"
      defaults={saved}
      codes={codes}
      readOnly={false}
      draftKey={null}
      onSave={(data) => save.mutateAsync({ IDChild: props.childId, data })}
      onSaved={() => {
        setVersion((v) => v + 1)
        props.onSaved()
      }}
    />
  )
}
