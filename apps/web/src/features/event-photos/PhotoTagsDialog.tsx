import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EventPhotoView } from './documents'
import { usePhotoTags } from './hooks'
import type { TaggableChild } from './StaffPhotosPanel'
import { TagChildrenField } from './TagChildrenField'

interface Props {
  eventId: number
  photo: EventPhotoView
  /** The children on the attending list: the only ones a photo may newly tag. */
  taggable: readonly TaggableChild[]
  onClose: () => void
  onNotice: (notice: string) => void
}

/** Changes the children a photo shows after upload; the server applies the upload's consent rules to new tags. */
export function PhotoTagsDialog({ eventId, photo, taggable, onClose, onNotice }: Props) {
  const { t } = useTranslation()
  const save = usePhotoTags()
  // A tag already on the photo stays choosable (to take it off) even when the child is no longer taggable.
  const current = photo.tags.map((tag) => ({ childID: tag.childID, childName: tag.childName }))
  const options = [...current, ...taggable.filter((c) => !current.some((x) => x.childID === c.childID))]
  const [chosen, setChosen] = useState<TaggableChild[]>(current)
  const submit = () =>
    void save
      .mutateAsync({ IDEvent: eventId, IDPhoto: photo.ID, childIDs: chosen.map((c) => c.childID) })
      .then(() => {
        onNotice(t('eventPhotos.tagsSaved'))
        onClose()
      })
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="photo-tags-dialog">
      <DialogTitle>{t('eventPhotos.editTags')}</DialogTitle>
      <DialogContent>
        <Box sx={{ mt: 1 }}>
          <TagChildrenField options={options} value={chosen} onChange={setChosen} testId="photo-tags-input" />
        </Box>
        {save.error && (
          <Typography color="error" sx={{ mt: 1 }} data-testid="photo-tags-error">
            {save.error.message}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" loading={save.isPending} onClick={submit} data-testid="photo-tags-save">
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
