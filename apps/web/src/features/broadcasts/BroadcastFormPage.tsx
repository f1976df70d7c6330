import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { BroadcastFormInput } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { DeleteDialog } from '../../components/DeleteDialog'
import { FormFrame } from '../../components/form/FormFrame'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import { useSaveAndReturn } from '../../lib/use-save-and-return'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { BroadcastForm } from './components/BroadcastForm'
import { BroadcastView } from './components/BroadcastView'
import { ReadReceipts } from './components/ReadReceipts'
import type { Broadcast } from './documents'
import { broadcastToFormValues, newBroadcastDefaults, toBroadcastInput } from './form-values'
import { useBroadcasts, useBroadcastUploadTarget, useDeleteBroadcast, useSaveBroadcast } from './hooks'
import { broadcastPaths } from './paths'

/** /broadcast/create and /broadcast/edit/:id: write, publish, correct; a published one shows its read receipts. */
export default function BroadcastFormPage() {
  const { t } = useTranslation()
  const { id } = useParams()
  return (
    <FormFrame
      title={id === undefined ? t('broadcasts.createTitle') : t('broadcasts.editTitle')}
      back={broadcastPaths.list}
      backLabel={t('broadcasts.backToList')}
      backTestId="broadcast-back"
    >
      {id === undefined ? <Editor /> : <Existing id={Number(id)} />}
    </FormFrame>
  )
}

function useSubmit() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const save = useSaveBroadcast()
  const [published, setPublished] = useState(false)
  const onSave = useSaveAndReturn(
    async ({ values, publish }: { values: BroadcastFormInput; publish: boolean }) => {
      const saved = await save.mutateAsync({ IDSchool: me.fkSchool, dto: toBroadcastInput(values), publish })
      setPublished(saved.saveBroadcasting.status === 'published')
    },
    ({ values, publish }) => ({
      to: broadcastPaths.list,
      notice: t(publish || published ? 'broadcasts.published' : 'broadcasts.saved', {
        subject: values.subject,
      }),
    }),
  )
  return (values: BroadcastFormInput, publish: boolean) => onSave({ values, publish })
}

function Editor({ broadcast }: { broadcast?: Broadcast }) {
  const navigate = useNavigate()
  const { me, can } = useStaffSession()
  const onSave = useSubmit()
  const getUploadTarget = useBroadcastUploadTarget(me.fkSchool)
  return (
    <BroadcastForm
      key={broadcast?.ID ?? 'new'}
      defaultValues={broadcast ? broadcastToFormValues(broadcast) : newBroadcastDefaults}
      schoolId={me.fkSchool}
      canChooseSchool={can('broadcasts.writeSchoolWide')}
      published={broadcast?.status === 'published'}
      getUploadTarget={getUploadTarget}
      onSave={onSave}
      onCancel={() => navigate(broadcastPaths.list)}
    />
  )
}

function Existing({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me, can } = useStaffSession()
  const found = useBroadcasts(me.fkSchool, { ID: id }, { page: 1, perPage: 1 })
  const removal = useDeleteBroadcast()
  const [toDelete, setToDelete] = useState<Broadcast | null>(null)
  const canWrite = can('broadcasts.write')
  return (
    <LoadedRecord
      pending={found.isPending}
      error={found.error}
      record={found.data?.getBroadcasting.data[0]}
      notFound={t('common.noData')}
      testId="broadcast"
    >
      {(broadcast) => (
        <Stack spacing={3}>
          {broadcast.status === 'published' && <ReadReceipts broadcast={broadcast} />}
          {broadcast.status === 'deleted' && <Alert severity="info">{t('broadcasts.status_deleted')}</Alert>}
          {canWrite && broadcast.status !== 'deleted' ? (
            <Editor broadcast={broadcast} />
          ) : (
            <BroadcastView broadcast={broadcast} />
          )}
          {canWrite && broadcast.status !== 'deleted' && (
            <Button
              color="error"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setToDelete(broadcast)}
              data-testid="broadcast-delete"
            >
              {t('broadcasts.delete')}
            </Button>
          )}
          <DeleteDialog
            item={toDelete}
            title={t('broadcasts.deleteTitle')}
            text={(b) => t('broadcasts.deleteBody', { subject: b.subject })}
            mutation={removal}
            variables={(b) => ({ id: b.ID })}
            testId="broadcast-delete"
            onClose={() => setToDelete(null)}
            onDeleted={() => navigate(broadcastPaths.list, { state: { notice: t('broadcasts.deleted') } })}
          />
        </Stack>
      )}
    </LoadedRecord>
  )
}
