import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { childNoteSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert, FormTextField, useServerForm } from '../../../components/form'
import { useActivityLog, useAddNote } from '../hooks'
import { formatDate } from '../../../lib/format'

interface NoteValues {
  remark: string
}

/** Staff notes and what the product did to the enquiry, newest first; a note form for staff who may write. */
export function NotesPanel({ enquiryId, canWrite }: { enquiryId: number; canWrite: boolean }) {
  const { t } = useTranslation()
  const log = useActivityLog(enquiryId)
  const addNote = useAddNote()
  const form = useForm<NoteValues>({ resolver: zodResolver(childNoteSchema), defaultValues: { remark: '' } })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (values) => addNote.mutateAsync({ IDEnquiry: enquiryId, remark: values.remark }),
    onSuccess: () => form.reset({ remark: '' }),
  })
  const entries = log.data?.findAllChildActivityLog.data ?? []
  return (
    <Stack spacing={2}>
      {canWrite && (
        <Paper component="form" noValidate onSubmit={submit} sx={{ p: 2 }} data-testid="waitlist-note-form">
          <Stack spacing={2}>
            <FormErrorAlert message={formError} testId="waitlist-note-error" />
            <FormTextField
              control={form.control}
              name="remark"
              label={t('waitlist.note')}
              testId="waitlist-note"
            />
            <Button type="submit" variant="contained" loading={submitting} data-testid="waitlist-note-save">
              {t('waitlist.addNote')}
            </Button>
          </Stack>
        </Paper>
      )}
      {log.data && entries.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('waitlist.noNotes')}</Typography>
      )}
      <List data-testid="waitlist-notes">
        {entries.map((entry) => (
          <ListItem key={entry.ID} divider data-testid={`waitlist-log-${entry.ID}`}>
            <ListItemText
              primary={entry.remark ?? entry.action}
              secondary={`${entry.mode === 'note' ? t('waitlist.note') : entry.action} · ${
                entry.user ? `${entry.user.firstname} ${entry.user.lastname}` : t('waitlist.byProduct')
              } · ${formatDate(entry.updatedAt)}`}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  )
}
