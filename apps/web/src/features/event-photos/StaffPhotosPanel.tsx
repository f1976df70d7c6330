import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import ImageList from '@mui/material/ImageList'
import ImageListItem from '@mui/material/ImageListItem'
import ImageListItemBar from '@mui/material/ImageListItemBar'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { acceptFor, contentTypeOf } from '@preschool/domain'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PhotoImage } from './PhotoImage'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { uploadForPurpose } from '../../lib/upload'
import { useStaffSession } from '../../shell/session/use-staff-session'
import type { EventPhotoView } from './documents'
import { useAddPhotos, useAlbumUploadUrls, useDeletePhotos, usePhotosStatus, useStaffPhotos } from './hooks'

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
          <Uploader eventId={eventId} taggable={taggable} onNotice={onNotice} onError={setError} />
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
                />
              ))}
            </ImageList>
          </>
        )}
      </Stack>
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

function StaffPhoto(props: { photo: EventPhotoView; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation()
  const { photo } = props
  const blocked = photo.tags.some((tag) => !tag.photoConsent)
  return (
    <ImageListItem data-testid="staff-photo" data-status={photo.status}>
      <PhotoImage photo={photo} />
      <ImageListItemBar
        title={photo.caption ?? ''}
        subtitle={
          <Stack direction="row" spacing={0.5}>
            <Chip size="small" label={t(`eventPhotos.statuses.${photo.status as 'published'}`)} />
            {blocked && <Chip size="small" color="warning" label={t('eventPhotos.noConsent')} />}
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

interface Progress {
  name: string
  percent: number
}

/** Chooses files, asks their targets in one call, PUTs each with its own progress, then adds them all. */
function Uploader(props: {
  eventId: number
  taggable: readonly TaggableChild[]
  onNotice: (n: string) => void
  onError: (e: string | null) => void
}) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const targets = useAlbumUploadUrls()
  const add = useAddPhotos()
  const [tags, setTags] = useState<TaggableChild[]>([])
  const [progress, setProgress] = useState<Progress[]>([])
  const busy = progress.length > 0
  const upload = async (files: File[]) => {
    props.onError(null)
    setProgress(files.map((f) => ({ name: f.name, percent: 0 })))
    try {
      const asked = files.map((f) => ({ filename: f.name, contentType: contentTypeOf('event_photo', f) }))
      const { getEventPhotoAlbumUploadUrl: given } = await targets.mutateAsync({
        IDEvent: props.eventId,
        files: asked,
      })
      const keys = await Promise.all(
        files.map((file, i) =>
          uploadForPurpose('event_photo', file, () => Promise.resolve(given[i]), {
            onProgress: (percent) =>
              setProgress((now) => now.map((p, j) => (j === i ? { ...p, percent } : p))),
          }),
        ),
      )
      const childIDs = tags.map((c) => c.childID)
      await add.mutateAsync({
        IDEvent: props.eventId,
        photos: keys.map((fileKey) => ({ fileKey, childIDs })),
      })
      props.onNotice(t('eventPhotos.uploaded', { count: keys.length }))
    } catch (e) {
      props.onError(e instanceof Error ? e.message : t('common.somethingWrong'))
    } finally {
      setProgress([])
    }
  }
  const done = progress.filter((p) => p.percent === 100).length
  return (
    <Stack spacing={1}>
      <Autocomplete
        multiple
        options={props.taggable}
        value={tags}
        onChange={(_e, value) => setTags(value)}
        getOptionLabel={(c) => c.childName}
        isOptionEqualToValue={(a, b) => a.childID === b.childID}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('eventPhotos.tagChildren')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'photos-tags' },
            }}
          />
        )}
      />
      <div>
        <Button
          variant="outlined"
          loading={busy}
          onClick={() => input.current?.click()}
          data-testid="photos-upload"
        >
          {t('eventPhotos.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={acceptFor('event_photo')}
          data-testid="photos-file-input"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])]
            e.target.value = ''
            if (files.length > 0) void upload(files)
          }}
        />
      </div>
      {busy && (
        <Stack spacing={0.5} data-testid="photos-progress">
          <Typography variant="body2">
            {t('eventPhotos.uploading', { done, total: progress.length })}
          </Typography>
          {progress.map((p, i) => (
            <Stack key={`${p.name}-${i}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="caption" sx={{ width: 160 }} noWrap>
                {p.name}
              </Typography>
              <LinearProgress variant="determinate" value={p.percent} sx={{ flex: 1 }} />
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
