import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { newTagSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert, FormTextField, useServerForm } from '../../components/form'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { TagWeightForm } from './components/TagWeightForm'
import { useNewTag, useWaitlistTags } from './hooks'

/** /settings/waitlisttags: the school's waitlist tags and their weights (staff only), and a new tag. */
export default function WaitlistTagsPage() {
  const { t } = useTranslation()
  const { can } = useStaffSession()
  const canWrite = can('waitlist.newTag')
  const tags = useWaitlistTags()
  const create = useNewTag()
  const [notice, setNotice] = useNotice()
  const form = useForm<{ description: string }>({
    resolver: zodResolver(newTagSchema),
    defaultValues: { description: '' },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (values) => create.mutateAsync(values),
    onSuccess: () => {
      form.reset({ description: '' })
      setNotice(t('waitlist.tagCreated'))
    },
  })
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('waitlist.tagsTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('waitlist.weightHelp')}</Typography>
      {canWrite && (
        <Paper component="form" noValidate onSubmit={submit} sx={{ p: 2 }} data-testid="tag-new-form">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <FormErrorAlert message={formError} testId="tag-new-error" />
            <FormTextField
              control={form.control}
              name="description"
              label={t('waitlist.newTag')}
              testId="tag-new-description"
            />
            <Button type="submit" variant="contained" loading={submitting} data-testid="tag-new-save">
              {t('waitlist.newTag')}
            </Button>
          </Stack>
        </Paper>
      )}
      <ResponsiveList
        query={tags}
        rowsOf={(data) => data.findAllTags}
        rowKey={(tag) => tag.ID}
        columns={[
          {
            key: 'description',
            header: t('waitlist.description'),
            cell: (tag) => tag.description,
            card: 'title',
            strong: true,
            exportValue: (tag) => tag.description,
          },
          {
            key: 'weight',
            header: t('waitlist.weight'),
            cell: (tag) => <TagWeightForm tag={tag} canWrite={canWrite} />,
            exportValue: (tag) => tag.weight,
          },
        ]}
        label={t('waitlist.tagsTitle')}
        emptyText={t('common.noData')}
        testId="tags"
        rowTestId="tag-row"
        exportName="waitlist-tags"
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="tags-notice" />
    </Stack>
  )
}
