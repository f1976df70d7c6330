import { zodResolver } from '@hookform/resolvers/zod'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type PublicPagesFormValues, type PublicPagesInput, publicPagesInputSchema } from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import {
  FormActions,
  FormCard,
  FormErrorAlert,
  FormSwitch,
  LeaveGuard,
  useServerForm,
} from '../../components/form'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { isLoaded, QueryStatus } from '../../components/query'
import { formatDateTime } from '../../lib/format'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { RichTextField } from '../broadcasts/components/RichTextField'
import { useSavePublicPages, usePublicPagesForEdit } from './admin-hooks'
import { FaqFields, ProgrammeFields } from './PublicListFields'
import type { PublicPagesContent } from './info-documents'
import { publicPaths } from './paths'

/** The stored pages as the form edits them: a programme's picture is its address until a new upload replaces it. */
const toValues = (c: PublicPagesContent): PublicPagesFormValues => ({
  published: c.published,
  introduction: c.introduction,
  documentsToPrepare: c.documentsToPrepare,
  programmes: c.programmes.map((p) => ({ title: p.title, description: p.description, image: p.imageUrl })),
  faqs: c.faqs.map((f) => ({ question: f.question, answer: f.answer })),
})

/** /settings/publicpages: head office writes /intro and /parentinfo (issue 27). */
export default function PublicPagesSettingsPage() {
  const { t } = useTranslation()
  const schoolId = useStaffSession().me.fkSchool
  const query = usePublicPagesForEdit(schoolId)
  // Kept here: a save reloads the content and the form starts afresh on it (its key is the time saved).
  const [notice, setNotice] = useState<string | null>(null)
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {t('publicPagesAdmin.title')}
      </Typography>
      <Typography color="text.secondary">{t('publicPagesAdmin.intro')}</Typography>
      <Stack direction="row" spacing={2}>
        <Link component={RouterLink} to={publicPaths.intro} data-testid="public-admin-view-intro">
          /intro
        </Link>
        <Link component={RouterLink} to={publicPaths.info} data-testid="public-admin-view-info">
          /parentinfo
        </Link>
      </Stack>
      {isLoaded(query) ? (
        <PublicPagesForm
          key={query.data.getPublicPagesForEdit.updatedAt ?? 'new'}
          schoolId={schoolId}
          content={query.data.getPublicPagesForEdit}
          onSaved={() => setNotice(t('publicPagesAdmin.saved'))}
        />
      ) : (
        <QueryStatus query={query} />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="public-pages-notice" />
    </Stack>
  )
}

function PublicPagesForm(props: { schoolId: number; content: PublicPagesContent; onSaved: () => void }) {
  const { schoolId, content } = props
  const { t } = useTranslation()
  const save = useSavePublicPages()
  const form = useForm<PublicPagesFormValues, unknown, PublicPagesInput>({
    resolver: zodResolver(publicPagesInputSchema),
    defaultValues: toValues(content),
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: async (values) => {
      await save.mutateAsync({ IDSchool: schoolId, content: values })
    },
    onSuccess: props.onSaved,
  })
  const { control } = form
  return (
    <FormCard onSubmit={submit} testId="public-pages-form">
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="public-pages-error" />
      {content.updatedAt && (
        <Typography variant="body2" color="text.secondary">
          {t('publicPagesAdmin.lastSaved', { when: formatDateTime(content.updatedAt) })}
        </Typography>
      )}
      <FormSwitch
        control={control}
        name="published"
        label={t('publicPagesAdmin.published')}
        testId="public-published"
      />
      <RichTextField
        control={control}
        name="introduction"
        label={t('publicPagesAdmin.introduction')}
        testId="public-introduction"
      />
      <ProgrammeFields control={control} schoolId={schoolId} />
      <RichTextField
        control={control}
        name="documentsToPrepare"
        label={t('publicPagesAdmin.documentsToPrepare')}
        testId="public-documents"
      />
      <FaqFields control={control} />
      <FormActions onCancel={() => form.reset()} submitting={submitting} testId="public-pages" />
    </FormCard>
  )
}
