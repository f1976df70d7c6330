import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/Delete'
import { type ClassFormInput, type ClassInput, classInputSchema } from '@preschool/domain'
import { useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  FormActions,
  FormCard,
  FormErrorAlert,
  FormImageField,
  FormSelect,
  FormTextField,
  LeaveGuard,
  useServerForm,
} from '../../../components/form'
import { useGqlQuery } from '../../../lib/graphql-hooks'
import type { GetUploadTarget } from '../../../lib/upload'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { centreLevelsQuery, classCentresQuery, teacherSearchQuery } from '../documents'

interface Props {
  IDSchool: number
  defaultValues: ClassFormInput
  coverUrl: string | null
  profileUrl: string | null
  getPhotoTarget: GetUploadTarget
  onSave: (data: ClassInput) => Promise<void>
  onCancel: () => void
}

/** The class's fields and teachers, validated with the schema the server applies. */
export function ClassForm({
  IDSchool,
  defaultValues,
  coverUrl,
  profileUrl,
  getPhotoTarget,
  onSave,
  onCancel,
}: Props) {
  const { t } = useTranslation()
  const [uploading, setUploading] = useState(false)
  const form = useForm<ClassFormInput, unknown, ClassInput>({
    resolver: zodResolver(classInputSchema),
    defaultValues,
  })
  const { submit, submitting, formError } = useServerForm(form, { onSubmit: onSave })
  const teachers = useFieldArray({ control: form.control, name: 'teachers' })
  const centreId = Number(form.watch('fkCentre')) || 0
  const centres = useGqlQuery(classCentresQuery, {})
  const levels = useGqlQuery(centreLevelsQuery, { IDSchool, centreID: centreId }, { enabled: centreId > 0 })
  const levelOptions = [
    ...new Map((levels.data?.findAllCentreLevel.data ?? []).map((o) => [o.level.ID, o.level.label])),
  ].map(([value, label]) => ({ value, label }))
  const [search, setSearch] = useState('')
  const typed = useDebouncedValue(search, 300).trim()
  const found = useGqlQuery(
    teacherSearchQuery,
    { IDSchool, centreID: centreId, search: typed },
    { enabled: centreId > 0 && typed.length > 0 },
  )
  const listed = form.watch('teachers')
  const suggestions = (found.data?.getTeacherListOnInput ?? []).filter(
    (o) => !listed.some((t) => (o.ID && t.ID === o.ID) || (o.fkUser && t.fkUser === o.fkUser)),
  )

  return (
    <FormCard onSubmit={submit} testId="class-form">
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="class-form-error" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="label"
            label={t('classes.label')}
            testId="class-label"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={form.control}
            name="fkCentre"
            label={t('classes.centre')}
            testId="class-centre"
            required
            options={(centres.data?.getAccessibleCentresForModule ?? []).map((c) => ({
              value: c.ID,
              label: c.label,
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={form.control}
            name="fkLevel"
            label={t('classes.level')}
            testId="class-level"
            required
            options={levelOptions}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="description"
            label={t('classes.description')}
            testId="class-description"
            multiline
            minRows={2}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle1" component="h2">
            {t('classes.teachers')}
          </Typography>
        </Grid>
        {teachers.fields.map((field, i) => (
          <Grid size={12} key={field.id}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <FormTextField
                control={form.control}
                name={`teachers.${i}.firstname`}
                label={t('classes.teacherFirstname')}
                testId={`class-teacher-firstname-${i}`}
                required
              />
              <FormTextField
                control={form.control}
                name={`teachers.${i}.lastname`}
                label={t('classes.teacherLastname')}
                testId={`class-teacher-lastname-${i}`}
                required
              />
              <FormTextField
                control={form.control}
                name={`teachers.${i}.email`}
                label={t('classes.teacherEmail')}
                testId={`class-teacher-email-${i}`}
                type="email"
              />
              <IconButton
                aria-label={t('classes.removeTeacher', { n: i + 1 })}
                onClick={() => teachers.remove(i)}
                data-testid={`class-teacher-remove-${i}`}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          </Grid>
        ))}
        <Grid size={12}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              size="small"
              label={t('classes.findTeacher')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              disabled={centreId === 0}
              slotProps={{ htmlInput: { 'data-testid': 'class-teacher-search' } }}
            />
            <Button
              onClick={() => teachers.append({ firstname: '', lastname: '', email: '' })}
              data-testid="class-teacher-add"
            >
              {t('classes.addTeacher')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {suggestions.map((o, i) => (
              <Button
                key={`${o.ID ?? 'u'}-${o.fkUser ?? i}`}
                variant="outlined"
                size="small"
                data-testid={`class-teacher-option-${i}`}
                onClick={() => {
                  teachers.append({
                    ID: o.ID,
                    fkUser: o.fkUser,
                    firstname: o.firstname,
                    lastname: o.lastname,
                    email: o.email ?? '',
                  })
                  setSearch('')
                }}
              >
                {o.firstname} {o.lastname}
              </Button>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormImageField
            control={form.control}
            name="coverPhotoKey"
            label={t('classes.coverPhoto')}
            purpose="class_photo"
            getTarget={getPhotoTarget}
            previewUrl={coverUrl}
            onUploadingChange={setUploading}
            testId="class-cover"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormImageField
            control={form.control}
            name="profilePhotoKey"
            label={t('classes.profilePhoto')}
            purpose="class_photo"
            getTarget={getPhotoTarget}
            previewUrl={profileUrl}
            onUploadingChange={setUploading}
            testId="class-profile"
          />
        </Grid>
      </Grid>
      <FormActions onCancel={onCancel} submitting={submitting || uploading} testId="class" />
    </FormCard>
  )
}
