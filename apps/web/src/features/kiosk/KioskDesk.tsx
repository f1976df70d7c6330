import QrCodeScanner from '@mui/icons-material/QrCodeScanner'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGqlMutation } from '../../lib/graphql-hooks'
import type { KioskIdentifyFamilyMutation } from '../../generated/graphql'
import { cameraAvailable } from './camera/qr-reader'
import { CameraScanner } from './camera/CameraScanner'
import { Collectors } from './Collectors'
import { kioskCheckInMutation, kioskCheckOutMutation, kioskIdentifyMutation } from './documents'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

type Family = KioskIdentifyFamilyMutation['kioskIdentify']

/** What a QR scanner (it types like a keyboard) or a finger entered: a PIN is six digits, anything else a token. */
const credentialOf = (code: string) =>
  /^\d{6}$/.test(code.trim()) ? { pin: code.trim() } : { qrToken: code.trim() }

/**
 * The kiosk's desk: the code shown (scanned or typed), then the family's children here today, who stands at the
 * kiosk (their mobile) and the health answers, then check in or check out.
 */
export function KioskDesk({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const [family, setFamily] = useState<Family | null>(null)
  const [chosen, setChosen] = useState<number[]>([])
  const [mobile, setMobile] = useState('')
  const [temperatures, setTemperatures] = useState<Record<number, string>>({})
  const [symptoms, setSymptoms] = useState<Record<number, string>>({})
  const [done, setDone] = useState<'in' | 'out' | null>(null)
  const [scanning, setScanning] = useState(false)
  const identify = useGqlMutation(kioskIdentifyMutation)
  const { mutate: identifyMutate } = identify
  const checkIn = useGqlMutation(kioskCheckInMutation)
  const checkOut = useGqlMutation(kioskCheckOutMutation)
  const error = identify.error ?? checkIn.error ?? checkOut.error

  const reset = () => {
    setCode('')
    setFamily(null)
    setChosen([])
    setMobile('')
    setTemperatures({})
    setSymptoms({})
    setDone(null)
    for (const m of [identify, checkIn, checkOut]) m.reset()
  }
  // The code shown (scanned, typed or read by the camera): the family's children here today, all chosen at first.
  const lookUp = useCallback(
    (shown: string) =>
      identifyMutate(
        { kioskToken: token, credential: credentialOf(shown) },
        {
          onSuccess: (d) => {
            setFamily(d.kioskIdentify)
            setChosen(d.kioskIdentify.map((c) => c.ID))
          },
        },
      ),
    [identifyMutate, token],
  )
  const scanned = useCallback(
    (shown: string) => {
      setScanning(false)
      setCode(shown)
      lookUp(shown)
    },
    [lookUp],
  )
  const base = { kioskToken: token, credential: credentialOf(code), children: chosen, mobile }
  const healthChecks = chosen.map((childID) => ({
    childID,
    temperature: temperatures[childID] ? Number(temperatures[childID]) : null,
    symptoms: symptoms[childID] ? [symptoms[childID]] : [],
  }))

  if (done)
    return (
      <Stack spacing={2}>
        <Alert severity="success" data-testid="kiosk-done">
          {t(done === 'in' ? 'kiosk.checkedIn' : 'kiosk.checkedOut')}
        </Alert>
        <Button variant="contained" size="large" onClick={reset}>
          {t('kiosk.startOver')}
        </Button>
      </Stack>
    )

  return (
    <Stack spacing={2}>
      <FormErrorAlert message={error?.message} />
      {!family && (
        <Stack
          component="form"
          spacing={2}
          onSubmit={(e) => {
            e.preventDefault()
            lookUp(code)
          }}
        >
          <TextField
            label={t('kiosk.scanLabel')}
            value={code}
            autoFocus
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!code.trim() || identify.isPending}
          >
            {t('kiosk.continue')}
          </Button>
          {cameraAvailable() && (
            <Button
              variant="outlined"
              size="large"
              startIcon={<QrCodeScanner />}
              onClick={() => setScanning(true)}
              disabled={identify.isPending}
              data-testid="kiosk-scan-camera"
            >
              {t('kiosk.scanCamera')}
            </Button>
          )}
          {scanning && <CameraScanner onCode={scanned} onClose={() => setScanning(false)} />}
        </Stack>
      )}
      {family && (
        <>
          {family.map((child) => {
            const name = child.firstname
            return (
              <Stack key={child.ID} spacing={1} data-testid={`kiosk-child-${child.ID}`}>
                <FormControlLabel
                  label={`${child.firstname} ${child.lastname} (${child.classLabel})`}
                  control={
                    <Checkbox
                      checked={chosen.includes(child.ID)}
                      onChange={(e) =>
                        setChosen(
                          e.target.checked ? [...chosen, child.ID] : chosen.filter((id) => id !== child.ID),
                        )
                      }
                    />
                  }
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField
                    label={t('kiosk.temperature', { name })}
                    value={temperatures[child.ID] ?? ''}
                    onChange={(e) => setTemperatures({ ...temperatures, [child.ID]: e.target.value })}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                  <TextField
                    label={t('kiosk.symptoms', { name })}
                    value={symptoms[child.ID] ?? ''}
                    onChange={(e) => setSymptoms({ ...symptoms, [child.ID]: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                </Stack>
                <Collectors child={child} />
              </Stack>
            )
          })}
          <TextField
            label={t('kiosk.mobile')}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
          />
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              size="large"
              disabled={chosen.length === 0 || checkIn.isPending}
              onClick={() => checkIn.mutate({ ...base, healthChecks }, { onSuccess: () => setDone('in') })}
            >
              {t('kiosk.checkIn')}
            </Button>
            <Button
              variant="outlined"
              size="large"
              disabled={chosen.length === 0 || checkOut.isPending}
              onClick={() => checkOut.mutate(base, { onSuccess: () => setDone('out') })}
            >
              {t('kiosk.checkOut')}
            </Button>
            <Button onClick={reset}>{t('kiosk.startOver')}</Button>
          </Stack>
        </>
      )}
      <Button color="inherit" size="small" onClick={onClose} sx={{ alignSelf: 'flex-end' }}>
        {t('kiosk.close')}
      </Button>
    </Stack>
  )
}
