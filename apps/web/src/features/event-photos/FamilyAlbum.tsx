import Button from '@mui/material/Button'
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
              <PhotoImage photo={photo} />
              <ImageListItemBar
                title={photo.caption ?? ''}
                actionIcon={
                  <Link href={photo.url} target="_blank" rel="noopener" sx={{ color: 'white', px: 1 }}>
                    {t('eventPhotos.download')}
                  </Link>
                }
              />
            </ImageListItem>
          ))}
        </ImageList>
      )}
    </Stack>
  )
}
