import { zodResolver } from '@hookform/resolvers/zod'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  NOTIFIABLE_SYMPTOMS_MAX,
  type NotifiableSymptomsFormValues,
  type NotifiableSymptomsInput,
  notifiableSymptomsInputSchema,
} from '@preschool/domain'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  FormActions,
  FormCard,
  FormErrorAlert,
  FormTextField,
  LeaveGuard,
  useServerForm,
} from '../../components/form'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { isLoaded, QueryStatus } from '../../components/query'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useNotifiableSymptoms, useSaveNotifiableSymptoms } from './symptoms-hooks'

/** /settings/notifiablesymptoms: head office's list the symptom cluster alert matches (decision 0076). */
export default function NotifiableSymptomsPage() {
  const { t } = useTranslation()
  const schoolId = useStaffSession().me.fkSchool
  const query = useNotifiableSymptoms(schoolId)
  const [notice, setNotice] = useState<string | null>(null)
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        {t('notifiableSymptoms.title')}
      </Typography>
      <Typography color="text.secondary">{t('notifiableSymptoms.intro')}</Typography>
      {isLoaded(query) ? (
        <SymptomsForm
          // A save reloads the list; the form starts afresh on what the server kept (trimmed).
          key={query.data.getNotifiableSymptoms.join('\n')}
          schoolId={schoolId}
          symptoms={query.data.getNotifiableSymptoms}
          onSaved={() => setNotice(t('notifiableSymptoms.saved'))}
        />
      ) : (
        <QueryStatus query={query} />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="symptoms-notice" />
    </Stack>
  )
}

function SymptomsForm(props: { schoolId: number; symptoms: string[]; onSaved: () => void }) {
  const { t } = useTranslation()
  const save = useSaveNotifiableSymptoms()
  const form = useForm<NotifiableSymptomsFormValues, unknown, NotifiableSymptomsInput>({
    resolver: zodResolver(notifiableSymptomsInputSchema),
    defaultValues: { symptoms: props.symptoms },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (values) => save.mutateAsync({ IDSchool: props.schoolId, symptoms: values.symptoms }),
    onSuccess: props.onSaved,
  })
  const { control, setValue, formState } = form
  const symptoms = useWatch({ control, name: 'symptoms' }) ?? []
  const listError = formState.errors.symptoms?.message ?? formState.errors.symptoms?.root?.message
  const change = (next: string[]) =>
    setValue('symptoms', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
  return (
    <FormCard onSubmit={submit} testId="symptoms-form">
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError ?? listError} testId="symptoms-error" />
      {symptoms.map((name, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`symptoms.${index}`}
            label={t('notifiableSymptoms.symptom', { number: index + 1 })}
            testId={`symptom-${index}`}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={t('notifiableSymptoms.remove', { name: name || index + 1 })}
            onClick={() => change(symptoms.filter((_, i) => i !== index))}
            data-testid={`symptom-remove-${index}`}
            sx={{ mt: 1 }}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => change([...symptoms, ''])}
          disabled={symptoms.length >= NOTIFIABLE_SYMPTOMS_MAX}
          data-testid="symptom-add"
        >
          {t('notifiableSymptoms.add')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('notifiableSymptoms.count', { count: symptoms.length, max: NOTIFIABLE_SYMPTOMS_MAX })}
        </Typography>
      </Stack>
      <FormActions onCancel={() => form.reset()} submitting={submitting} testId="symptoms" />
    </FormCard>
  )
}
