import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { acceptFor, contentTypeOf, EVENT_PHOTO_BATCH_MAX } from '@preschool/domain'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadFile, uploadForPurpose } from '../../lib/upload'
import { useAddPhotos, useAlbumUploadUrls } from './hooks'
import type { TaggableChild } from './StaffPhotosPanel'
import { TagChildrenField } from './TagChildrenField'
import { makeThumbnail } from './thumbnail'

interface Progress {
  name: string
  percent: number
}

/** Photos a round trip handles: each asks two targets (original and thumbnail) of the 50 one call gives. */
const CHUNK = EVENT_PHOTO_BATCH_MAX / 2

const chunks = <T,>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK))

/**
 * Chooses files; for every 25, makes their thumbnails, asks the targets in one call, PUTs each original with its own
 * progress and its thumbnail beside it, then adds them.
 */
export function PhotoUploader(props: {
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
  const onProgress = (i: number) => (percent: number) =>
    setProgress((now) => now.map((p, j) => (j === i ? { ...p, percent } : p)))
  const uploadChunk = async (files: File[], offset: number) => {
    const thumbnails = await Promise.all(files.map(makeThumbnail))
    const asked = files.flatMap((f, i) => [
      { filename: f.name, contentType: contentTypeOf('event_photo', f) },
      ...(thumbnails[i] ? [{ filename: 'thumbnail.jpg', contentType: 'image/jpeg' }] : []),
    ])
    const { getEventPhotoAlbumUploadUrl: given } = await targets.mutateAsync({
      IDEvent: props.eventId,
      files: asked,
    })
    // The targets come in the order asked: each original, then its thumbnail when there is one.
    let at = 0
    const photos = files.map((file, i) => {
      const original = given[at++]
      const blob = thumbnails[i]
      return { file, original, thumbnail: blob ? { blob, target: given[at++] } : null }
    })
    const childIDs = tags.map((c) => c.childID)
    const added = await Promise.all(
      photos.map(async ({ file, original, thumbnail }, i) => {
        const fileKey = await uploadForPurpose('event_photo', file, () => Promise.resolve(original), {
          onProgress: onProgress(offset + i),
        })
        if (!thumbnail) return { fileKey, childIDs }
        await uploadFile(thumbnail.target, thumbnail.blob, { contentType: 'image/jpeg' })
        return { fileKey, thumbnailKey: thumbnail.target.Key, childIDs }
      }),
    )
    await add.mutateAsync({ IDEvent: props.eventId, photos: added })
  }
  const upload = async (files: File[]) => {
    props.onError(null)
    setProgress(files.map((f) => ({ name: f.name, percent: 0 })))
    try {
      for (const [n, part] of chunks(files).entries()) await uploadChunk(part, n * CHUNK)
      props.onNotice(t('eventPhotos.uploaded', { count: files.length }))
    } catch (e) {
      props.onError(e instanceof Error ? e.message : t('common.somethingWrong'))
    } finally {
      setProgress([])
    }
  }
  const done = progress.filter((p) => p.percent === 100).length
  return (
    <Stack spacing={1}>
      <TagChildrenField options={props.taggable} value={tags} onChange={setTags} testId="photos-tags" />
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
