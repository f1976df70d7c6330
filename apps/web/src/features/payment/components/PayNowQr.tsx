import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import type { RegistrationInvoice } from '../documents'

type PayNow = NonNullable<RegistrationInvoice['payNow']>

/** The SGQR payload the API built, drawn as a QR code (an SVG, crisp at any size), with what it pays. */
export function PayNowQr({ payNow }: { payNow: PayNow }) {
  const { t } = useTranslation()
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void QRCode.toString(payNow.payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((s) => {
      if (live) setSvg(s)
    })
    return () => {
      live = false
    }
  }, [payNow.payload])
  const amount = formatMoney(payNow.amount)
  return (
    <Stack spacing={1.5} data-testid="paynow">
      <Typography variant="h6" component="h3">
        {t('payment.payNowTitle')}
      </Typography>
      {svg && (
        <Box
          role="img"
          aria-label={t('payment.payNowQr', { amount, reference: payNow.reference })}
          data-testid="paynow-qr"
          sx={{
            width: 220,
            maxWidth: '100%',
            alignSelf: 'center',
            bgcolor: '#fff',
            p: 1,
            borderRadius: 1,
            '& svg': { display: 'block', width: '100%', height: 'auto' },
          }}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
      <Alert severity="info" data-testid="paynow-reference">
        {t('payment.payNowHelp', { amount, uen: payNow.uen, reference: payNow.reference })}
      </Alert>
    </Stack>
  )
}
