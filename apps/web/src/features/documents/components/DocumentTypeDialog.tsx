import { zodResolver } from '@hookform/resolvers/zod'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { type DocumentTypeConfigInput, documentTypeConfigInputSchema } from '@preschool/domain'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form/FormActions'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { useServerForm } from '../../../components/form/hooks/use-server-form'
import { FormNumberField } from '../../../components/form/NumberField'
import { FormSelect } from '../../../components/form/SelectField'
import { FormSwitch } from '../../../components/form/SwitchField'
import { FormTextField } from '../../../components/form/TextField'
import type { DocumentType } from '../documents'
import { useSaveDocumentType } from '../hooks'

const blank: DocumentTypeConfigInput = {
  label: '',
  description: '',
  category: 'registration',
  isRequired: false,
  listAccess: 3,
  uploadAccess: 3,
  sortOrder: 0,
  active: true,
}

/** Adds (type null) or edits one document type of the school. */
export function DocumentTypeDialog(props: {
  open: boolean
  type: DocumentType | null
  IDSchool: number
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const save = useSaveDocumentType()
  const form = useForm<DocumentTypeConfigInput, unknown, DocumentTypeConfigInput>({
    resolver: zodResolver(documentTypeConfigInputSchema),
    values: props.type
      ? {
          label: props.type.label,
          description: props.type.description ?? '',
          category: props.type.category as DocumentTypeConfigInput['category'],
          isRequired: props.type.isRequired,
          listAccess: props.type.listAccess,
          uploadAccess: props.type.uploadAccess,
          sortOrder: props.type.sortOrder,
          active: props.type.active,
        }
      : blank,
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (data) => save.mutateAsync({ IDSchool: props.IDSchool, ID: props.type?.ID ?? null, data }),
    onSuccess: props.onSaved,
  })
  const access = [
    { value: 1, label: t('documents.accessParent') },
    { value: 2, label: t('documents.accessStaff') },
    { value: 3, label: t('documents.accessBoth') },
  ]
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{props.type ? t('documents.editType') : t('documents.addType')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          spacing={2}
          sx={{ pt: 1 }}
          data-testid="document-type-form"
        >
          <FormErrorAlert message={formError} testId="document-type-error" />
          <FormTextField
            control={form.control}
            name="label"
            label={t('documents.typeLabel')}
            testId="document-type-label"
            required
          />
          <FormTextField
            control={form.control}
            name="description"
            label={t('documents.typeDescription')}
            testId="document-type-description"
          />
          <FormSelect
            control={form.control}
            name="category"
            label={t('documents.category')}
            options={[
              { value: 'registration', label: t('documents.categoryRegistration') },
              { value: 'child', label: t('documents.categoryChild') },
            ]}
            emptyLabel={false}
            testId="document-type-category"
          />
          <FormSwitch
            control={form.control}
            name="isRequired"
            label={t('documents.isRequired')}
            testId="document-type-required"
          />
          <FormSelect
            control={form.control}
            name="listAccess"
            label={t('documents.listedTo')}
            options={access}
            emptyLabel={false}
            testId="document-type-list-access"
          />
          <FormSelect
            control={form.control}
            name="uploadAccess"
            label={t('documents.uploadedBy')}
            options={access}
            emptyLabel={false}
            testId="document-type-upload-access"
          />
          <FormNumberField
            control={form.control}
            name="sortOrder"
            label={t('documents.sortOrder')}
            testId="document-type-order"
            min={0}
            max={9999}
          />
          <FormSwitch
            control={form.control}
            name="active"
            label={t('documents.active')}
            testId="document-type-active"
          />
          <FormActions onCancel={props.onClose} submitting={submitting} testId="document-type" />
        </Stack>
      </DialogContent>
    </Dialog>
  )
}
