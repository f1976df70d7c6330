import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { makeFrameReader } from './qr-reader'

/** How often a frame is read: about five a second keeps a tablet cool and still feels instant. */
const FRAME_INTERVAL_MS = 200

/**
 * The tablet's camera in a dialog, reading frames until a QR code is seen; the code goes to `onCode` and the camera
 * stops. Closing the dialog stops the camera too. A refused or missing camera is said, and typing stays possible.
 */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let stream: MediaStream | null = null
    let timer: number | undefined
    let live = true
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        })
        const read = await makeFrameReader()
        if (!live || !video.current) return
        video.current.srcObject = stream
        await video.current.play()
        const tick = async () => {
          if (!live || !video.current) return
          const code = await read(video.current).catch(() => null)
          if (code && live) onCode(code)
          else timer = window.setTimeout(() => void tick(), FRAME_INTERVAL_MS)
        }
        void tick()
      } catch {
        if (live) setFailed(true)
      }
    }
    void start()
    return () => {
      live = false
      window.clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [onCode])

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="kiosk-camera">
      <DialogTitle>{t('kiosk.cameraTitle')}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="warning">{t('kiosk.cameraFailed')}</Alert>
        ) : (
          <>
            <Box
              component="video"
              ref={video}
              muted
              playsInline
              sx={{ width: '100%', borderRadius: 1, bgcolor: 'common.black' }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('kiosk.cameraHelp')}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('kiosk.cameraCancel')}</Button>
      </DialogActions>
    </Dialog>
  )
}
