import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { useSession } from '../../shell/session/session-context'
import { KioskDesk } from './KioskDesk'
import { kioskCentresQuery, kioskQuery, startKioskMutation } from './documents'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

/** The tablet keeps its kiosk's token across reloads; nothing else of the kiosk is stored on it. */
export const KIOSK_TOKEN_KEY = 'preschool.kiosk'

/** Centre staff open the kiosk on the tablet: one of the centres where they keep the register. */
function OpenKiosk({ onOpened }: { onOpened: (token: string) => void }) {
  const { t } = useTranslation()
  const centres = useGqlQuery(kioskCentresQuery, {})
  const start = useGqlMutation(startKioskMutation)
  const list = centres.data?.getAccessibleCentresForModule ?? []
  const [centreId, setCentreId] = useState<number | ''>('')
  const chosen = centreId || list[0]?.ID || 0
  return (
    <Stack spacing={2}>
      <Typography>{t('kiosk.openHelp')}</Typography>
      <TextField
        select
        label={t('kiosk.chooseCentre')}
        value={chosen || ''}
        onChange={(e) => setCentreId(Number(e.target.value))}
      >
        {list.map((c) => (
          <MenuItem key={c.ID} value={c.ID}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <FormErrorAlert message={start.error?.message} />
      <Button
        variant="contained"
        size="large"
        disabled={!chosen || start.isPending}
        onClick={() =>
          start.mutate({ centreId: chosen }, { onSuccess: (d) => onOpened(d.startKioskSession.token) })
        }
      >
        {t('kiosk.open')}
      </Button>
    </Stack>
  )
}

/**
 * /kiosk: a tablet at the centre door. Staff open it for their centre; from then on the page works with the
 * kiosk's token alone, and families check their children in and out with the code from the parent app.
 */
export default function KioskPage() {
  const { t } = useTranslation()
  const { can, logout } = useSession()
  const [token, setToken] = useState(() => localStorage.getItem(KIOSK_TOKEN_KEY) ?? '')
  const kiosk = useGqlQuery(kioskQuery, { kioskToken: token }, { enabled: token !== '', retry: false })
  // The staff member who opened the kiosk is signed out of the tablet at once: families use it next, and the kiosk's
  // own token is all the page needs.
  const opened = (next: string) => {
    localStorage.setItem(KIOSK_TOKEN_KEY, next)
    void logout('/kiosk')
  }
  const close = () => {
    localStorage.removeItem(KIOSK_TOKEN_KEY)
    setToken('')
  }
  const info = kiosk.data?.getKiosk
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, md: 4 } }} data-testid="kiosk-page">
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {info ? `${t('kiosk.title')}: ${info.centreLabel}` : t('kiosk.title')}
      </Typography>
      <Card sx={{ p: { xs: 2, md: 4 } }}>
        {info && <KioskDesk token={token} onClose={close} />}
        {!info && kiosk.error && <Alert severity="warning">{kiosk.error.message}</Alert>}
        {!info &&
          !kiosk.isLoading &&
          (can('kiosk.open') ? (
            <OpenKiosk onOpened={opened} />
          ) : (
            <Alert severity="info">{t('kiosk.closed')}</Alert>
          ))}
      </Card>
    </Box>
  )
}
