import Button from '@mui/material/Button'
import { zodResolver } from '@hookform/resolvers/zod'
import { type BroadcastFormInput, broadcastFormSchema } from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  FormActions,
  FormCard,
  FormErrorAlert,
  FormSwitch,
  FormTextField,
  LeaveGuard,
  useServerForm,
} from '../../../components/form'
import type { GetUploadTarget } from '../../../lib/upload'
import { AttachmentsField } from './AttachmentsField'
import { RichTextField } from './RichTextField'
import { ScopePicker } from './ScopePicker'

interface Props {
  defaultValues: BroadcastFormInput
  schoolId: number
  canChooseSchool: boolean
  /** Published: the recipients and the acknowledgement are fixed; saving publishes the correction as edited. */
  published: boolean
  getUploadTarget: GetUploadTarget
  onSave: (values: BroadcastFormInput, publish: boolean) => Promise<void>
  onCancel: () => void
}

/** Subject, message, recipients, files; saved as a draft or published (the form's two submit buttons). */
export function BroadcastForm(props: Props) {
  const { t } = useTranslation()
  const [publish, setPublish] = useState(true)
  const [uploading, setUploading] = useState(false)
  const form = useForm<BroadcastFormInput>({
    resolver: zodResolver(broadcastFormSchema),
    defaultValues: props.defaultValues,
  })
  const { submit, submitting, formError } = useServerForm(form, {
    // The draft button turns publishing off for its one submit; Publish (the form's own submit) leaves it on.
    onSubmit: async (values: BroadcastFormInput) => {
      try {
        await props.onSave(values, publish || props.published)
      } finally {
        setPublish(true)
      }
    },
  })
  return (
    <FormCard onSubmit={submit} testId="broadcast-form">
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="broadcast-form-error" />
      <FormTextField
        control={form.control}
        name="subject"
        label={t('broadcasts.subject')}
        testId="broadcast-subject"
        required
      />
      <RichTextField
        control={form.control}
        name="body"
        label={t('broadcasts.body')}
        helperText={t('broadcasts.bodyHelp')}
        testId="broadcast-body"
      />
      <ScopePicker
        control={form.control}
        schoolId={props.schoolId}
        canChooseSchool={props.canChooseSchool}
        locked={props.published}
      />
      <FormSwitch
        control={form.control}
        name="needsAcknowledgement"
        label={t('broadcasts.needsAcknowledgement')}
        testId="broadcast-needs-ack"
        disabled={props.published}
      />
      <AttachmentsField
        control={form.control}
        getTarget={props.getUploadTarget}
        onUploadingChange={setUploading}
      />
      <FormActions
        onCancel={props.onCancel}
        submitting={submitting}
        saveDisabled={uploading}
        testId="broadcast"
        saveLabel={props.published ? t('broadcasts.saveChanges') : t('broadcasts.publish')}
        secondary={
          props.published ? undefined : (
            <Button
              type="submit"
              disabled={uploading || submitting}
              onClick={() => setPublish(false)}
              data-testid="broadcast-save-draft"
            >
              {t('broadcasts.saveDraft')}
            </Button>
          )
        }
      />
    </FormCard>
  )
}
