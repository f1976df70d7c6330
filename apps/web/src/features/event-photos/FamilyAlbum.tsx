import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import FormControlLabel from '@mui/material/FormControlLabel'
import ImageList from '@mui/material/ImageList'
import ImageListItem from '@mui/material/ImageListItem'
import ImageListItemBar from '@mui/material/ImageListItemBar'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EventPhotoView } from './documents'
import { PhotoImage } from './PhotoImage'
import { useMyPhotos, usePhotoConsent } from './hooks'

interface Props {
  eventId: number
  childId: number
  childName: string
  /** Opened at first (the bell of new photos links to the event). */
  initiallyOpen: boolean
  onNotice: (notice: string) => void
}

/** The family's album of an event for one child, and the child's photo consent (decision 0059). */
export function FamilyAlbum(props: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(props.initiallyOpen)
  return (
    <Stack spacing={1}>
      <div>
        <Button size="small" onClick={() => setOpen(!open)} data-testid="album-toggle">
          {open ? t('eventPhotos.hideAlbum') : t('eventPhotos.showAlbum')}
        </Button>
      </div>
      {open && <Album {...props} />}
    </Stack>
  )
}

function Album({ eventId, childId, childName, onNotice }: Props) {
  const { t } = useTranslation()
  const query = useMyPhotos(eventId, childId)
  const consent = usePhotoConsent()
  const [shown, setShown] = useState<EventPhotoView | null>(null)
  const album = query.data?.getMyEventPhotos
  if (!album) return null
  return (
    <Stack spacing={1} data-testid="family-album">
      <FormControlLabel
        control={
          <Switch
            checked={album.photoConsent}
            disabled={consent.isPending}
            onChange={(e) =>
              void consent
                .mutateAsync({ IDChild: childId, photoConsent: e.target.checked })
                .then(() => onNotice(t('eventPhotos.consentSaved')))
            }
            slotProps={{ input: { 'data-testid': 'photo-consent' } as object }}
          />
        }
        label={t('eventPhotos.consentLabel', { name: childName })}
      />
      {album.photos.length === 0 ? (
        <Typography color="text.secondary">{t('eventPhotos.albumEmpty')}</Typography>
      ) : (
        <ImageList cols={2} gap={8} sx={{ m: 0 }}>
          {album.photos.map((photo) => (
            <ImageListItem key={photo.ID} data-testid="family-photo">
              <ButtonBase
                onClick={() => setShown(photo)}
                aria-label={t('eventPhotos.openPhoto')}
                data-testid="family-photo-open"
              >
                <PhotoImage photo={photo} />
              </ButtonBase>
              {photo.caption && <ImageListItemBar title={photo.caption} />}
            </ImageListItem>
          ))}
        </ImageList>
      )}
      {shown && <FullPhoto photo={shown} onClose={() => setShown(null)} />}
    </Stack>
  )
}

/** The original, loaded only when the parent taps its tile, with its download. */
function FullPhoto({ photo, onClose }: { photo: EventPhotoView; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="family-photo-full">
      <DialogContent sx={{ p: 1 }}>
        <img src={photo.url} alt={photo.caption ?? ''} style={{ width: '100%', height: 'auto' }} />
        {photo.caption && <Typography variant="body2">{photo.caption}</Typography>}
      </DialogContent>
      <DialogActions>
        <Link href={photo.url} target="_blank" rel="noopener" download data-testid="family-photo-download">
          {t('eventPhotos.download')}
        </Link>
        <Button onClick={onClose}>{t('eventPhotos.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
