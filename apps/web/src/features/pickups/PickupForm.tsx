import { zodResolver } from '@hookform/resolvers/zod'
import Stack from '@mui/material/Stack'
import {
  type AuthorisedPickupFormInput,
  type AuthorisedPickupInput,
  authorisedPickupInputSchema,
} from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog, FormTextField, useServerForm } from '../../components/form'
import { FormImageField } from '../../components/form/UploadFields'
import type { Pickup } from './documents'
import { usePickupPhotoTarget, useSavePickup } from './hooks'

/**
 * Adding (no `pickup`) or changing an authorised pickup person in a dialog: name, relation, Singapore mobile and a
 * photo, checked with the server's own rules (packages/domain); saving waits for the photo's bytes.
 */
export function PickupForm(props: { childId: number; pickup: Pickup | null; onClose: () => void }) {
  const { childId, pickup, onClose } = props
  const { t } = useTranslation()
  const save = useSavePickup()
  const getTarget = usePickupPhotoTarget(childId)
  const [uploading, setUploading] = useState(false)
  const form = useForm<AuthorisedPickupFormInput, unknown, AuthorisedPickupInput>({
    resolver: zodResolver(authorisedPickupInputSchema),
    defaultValues: {
      name: pickup?.name ?? '',
      relation: pickup?.relation ?? '',
      mobile: pickup?.mobile ?? '',
      photoKey: pickup?.photoKey ?? null,
    },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (data: AuthorisedPickupInput) =>
      save.mutateAsync({ childID: childId, pickupID: pickup?.ID ?? null, pickup: data }),
    onSuccess: onClose,
  })
  return (
    <FormDialog
      open
      title={pickup ? t('pickups.editTitle', { name: pickup.name }) : t('pickups.addTitle')}
      error={formError}
      submitting={submitting || uploading}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('pickups.save')}
      testId="pickup-form"
    >
      <Stack spacing={2}>
        <FormTextField control={form.control} name="name" label={t('pickups.name')} testId="pickup-name" />
        <FormTextField
          control={form.control}
          name="relation"
          label={t('pickups.relation')}
          testId="pickup-relation"
        />
        <FormTextField
          control={form.control}
          name="mobile"
          label={t('pickups.mobile')}
          testId="pickup-mobile"
          type="tel"
        />
        <FormImageField
          control={form.control}
          name="photoKey"
          purpose="pickup_photo"
          label={t('pickups.photo')}
          previewUrl={pickup?.photoURL}
          getTarget={getTarget}
          onUploadingChange={setUploading}
          testId="pickup-photo"
        />
      </Stack>
    </FormDialog>
  )
}
