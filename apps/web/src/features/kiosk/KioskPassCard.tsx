import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGqlMutation } from '../../lib/graphql-hooks'
import { kioskPassMutation } from './documents'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

/**
 * The parent's kiosk code: on demand (each one works once, for ten minutes), a QR code of the signed pass and its
 * PIN to type instead. The token is kept on the QR box for a scanner that reads the screen.
 */
export function KioskPassCard() {
  const { t } = useTranslation()
  const issue = useGqlMutation(kioskPassMutation)
  const pass = issue.data?.issueKioskPass
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    if (!pass) return
    let live = true
    void QRCode.toString(pass.qrToken, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((s) => {
      if (live) setSvg(s)
    })
    return () => {
      live = false
    }
  }, [pass])
  return (
    <Card sx={{ p: 2, mt: 2 }} data-testid="kiosk-pass">
      <Typography variant="subtitle1" component="h3">
        {t('kiosk.passTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('kiosk.passHelp')}
      </Typography>
      <FormErrorAlert message={issue.error?.message} />
      {pass && svg && (
        <Box sx={{ textAlign: 'center' }}>
          <Box
            role="img"
            aria-label={t('kiosk.passQrAlt')}
            data-testid="kiosk-pass-qr"
            data-token={pass.qrToken}
            sx={{
              width: 220,
              maxWidth: '100%',
              mx: 'auto',
              bgcolor: '#fff',
              p: 1,
              '& svg': { display: 'block', width: '100%', height: 'auto' },
            }}
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <Typography variant="h5" component="p" data-testid="kiosk-pass-pin" sx={{ letterSpacing: 4 }}>
            {t('kiosk.passPin', { pin: pass.pin })}
          </Typography>
        </Box>
      )}
      <Button variant="contained" onClick={() => issue.mutate({})} disabled={issue.isPending}>
        {t('kiosk.passShow')}
      </Button>
    </Card>
  )
}
