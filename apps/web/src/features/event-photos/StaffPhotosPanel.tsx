import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import ImageList from '@mui/material/ImageList'
import ImageListItem from '@mui/material/ImageListItem'
import ImageListItemBar from '@mui/material/ImageListItemBar'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PhotoImage } from './PhotoImage'
import { PhotoTagsDialog } from './PhotoTagsDialog'
import { PhotoUploader } from './PhotoUploader'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { useStaffSession } from '../../shell/session/use-staff-session'
import type { EventPhotoView } from './documents'
import { useDeletePhotos, usePhotosStatus, useStaffPhotos } from './hooks'

export interface TaggableChild {
  childID: number
  childName: string
}

interface Props {
  eventId: number
  /** Whether the event takes photos (published). */
  open: boolean
  /** The children on the attending list: the only ones a photo may tag. */
  taggable: readonly TaggableChild[]
  onNotice: (notice: string) => void
}

/** The event's album on its details page: bulk upload with progress per file, review (publish) and deletion. */
export function StaffPhotosPanel({ eventId, open, taggable, onNotice }: Props) {
  const { t } = useTranslation()
  const { can } = useStaffSession()
  const query = useStaffPhotos(eventId)
  const status = usePhotosStatus()
  const remove = useDeletePhotos()
  const [selected, setSelected] = useState<number[]>([])
  const [deleting, setDeleting] = useState(false)
  const [tagging, setTagging] = useState<EventPhotoView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const photos = query.data?.getEventPhotos ?? []
  const toggle = (id: number) =>
    setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]))
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null)
    try {
      await action()
      setSelected([])
      onNotice(done)
    } catch (e) {
      setError(e instanceof Error ? e.message : t('common.somethingWrong'))
    }
  }
  const setStatus = (to: 'published' | 'unpublished') =>
    void run(
      () => status.mutateAsync({ IDEvent: eventId, IDPhotos: selected, status: to }),
      t(`eventPhotos.${to}`),
    )
  return (
    <Paper sx={{ p: 2 }} data-testid="event-photos">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('eventPhotos.title')}
        </Typography>
        {open && can('events.photos') && (
          <PhotoUploader eventId={eventId} taggable={taggable} onNotice={onNotice} onError={setError} />
        )}
        {error && (
          <Typography color="error" data-testid="event-photos-error">
            {error}
          </Typography>
        )}
        {photos.length === 0 ? (
          <Typography color="text.secondary">{t('eventPhotos.noneYet')}</Typography>
        ) : (
          <>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button
                size="small"
                onClick={() => setSelected(photos.map((p) => p.ID))}
                data-testid="photos-select-all"
              >
                {t('eventPhotos.selectAll')}
              </Button>
              {can('events.publishPhotos') && (
                <>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={selected.length === 0}
                    loading={status.isPending}
                    onClick={() => setStatus('published')}
                    data-testid="photos-publish"
                  >
                    {t('eventPhotos.publish')}
                  </Button>
                  <Button
                    size="small"
                    disabled={selected.length === 0}
                    onClick={() => setStatus('unpublished')}
                    data-testid="photos-unpublish"
                  >
                    {t('eventPhotos.unpublish')}
                  </Button>
                </>
              )}
              {can('events.photos') && (
                <Button
                  size="small"
                  color="error"
                  disabled={selected.length === 0}
                  onClick={() => setDeleting(true)}
                  data-testid="photos-delete"
                >
                  {t('eventPhotos.delete')}
                </Button>
              )}
            </Stack>
            <ImageList cols={4} gap={8} sx={{ m: 0 }}>
              {photos.map((photo) => (
                <StaffPhoto
                  key={photo.ID}
                  photo={photo}
                  checked={selected.includes(photo.ID)}
                  onToggle={() => toggle(photo.ID)}
                  onEditTags={can('events.photos') ? () => setTagging(photo) : undefined}
                />
              ))}
            </ImageList>
          </>
        )}
      </Stack>
      {tagging && (
        <PhotoTagsDialog
          eventId={eventId}
          photo={tagging}
          taggable={taggable}
          onClose={() => setTagging(null)}
          onNotice={onNotice}
        />
      )}
      <ConfirmDialog
        confirmation={
          deleting
            ? {
                title: t('eventPhotos.deleteTitle'),
                text: t('eventPhotos.deleteText'),
                confirmLabel: t('eventPhotos.delete'),
                destructive: true,
              }
            : null
        }
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() =>
          void remove.mutateAsync({ IDEvent: eventId, IDPhotos: selected }).then(() => {
            setDeleting(false)
            setSelected([])
            onNotice(t('eventPhotos.deleted'))
          })
        }
        onClose={() => setDeleting(false)}
        testId="photos-delete-confirm"
      />
    </Paper>
  )
}

function StaffPhoto(props: {
  photo: EventPhotoView
  checked: boolean
  onToggle: () => void
  onEditTags?: () => void
}) {
  const { t } = useTranslation()
  const { photo } = props
  const blocked = photo.tags.some((tag) => !tag.photoConsent)
  return (
    <ImageListItem data-testid="staff-photo" data-status={photo.status}>
      <PhotoImage photo={photo} />
      <ImageListItemBar
        title={photo.caption ?? ''}
        subtitle={
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" label={t(`eventPhotos.statuses.${photo.status as 'published'}`)} />
            {blocked && <Chip size="small" color="warning" label={t('eventPhotos.noConsent')} />}
            <span data-testid="staff-photo-tags">{photo.tags.map((tag) => tag.childName).join(', ')}</span>
            {props.onEditTags && (
              <Button
                size="small"
                sx={{ color: 'white' }}
                onClick={props.onEditTags}
                data-testid="photo-edit-tags"
              >
                {t('eventPhotos.editTags')}
              </Button>
            )}
          </Stack>
        }
        actionIcon={
          <Checkbox
            checked={props.checked}
            onChange={props.onToggle}
            sx={{ color: 'white' }}
            slotProps={{ input: { 'aria-label': t('eventPhotos.select') } }}
          />
        }
      />
    </ImageListItem>
  )
}
