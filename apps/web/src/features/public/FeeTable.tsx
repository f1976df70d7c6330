import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { keyOf } from '../../i18n/text-key'
import { formatMoney } from '../../lib/format'
import type { PublicFeeRange } from './info-documents'
import { residencyText } from './text-keys'

/** Citizens first: the fees most families pay, and the ones the subsidy applies to. */
const RESIDENCIES = ['citizen', 'pr', 'other']

/**
 * The school's monthly fees in force, by level and programme, for one residency at a time (Singapore Citizens'
 * first): a read-only table of three narrow columns that fits 360 px.
 */
export function FeeTable({ fees }: { fees: PublicFeeRange[] }) {
  const { t, i18n } = useTranslation()
  const [residency, setResidency] = useState<string>('citizen')
  if (fees.length === 0) return <Typography color="text.secondary">{t('publicInfo.feesNone')}</Typography>
  const money = (cents: number) => formatMoney(cents, i18n.language)
  const amount = (f: PublicFeeRange) =>
    f.minCents === f.maxCents
      ? money(f.minCents)
      : t('publicInfo.feeRange', { min: money(f.minCents), max: money(f.maxCents) })
  const residencies = RESIDENCIES.filter((r) => fees.some((f) => f.residency === r))
  const shown = residencies.includes(residency) ? residency : residencies[0]
  const rows = fees.filter((f) => f.residency === shown)
  return (
    <>
      {residencies.length > 1 && (
        <TextField
          select
          size="small"
          label={t('publicInfo.feeResidency')}
          value={shown}
          onChange={(e) => setResidency(e.target.value)}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'info-fee-residency' } }}
          sx={{ mb: 1, minWidth: 220 }}
        >
          {residencies.map((r) => (
            <option key={r} value={r}>
              {t(keyOf(residencyText, r, 'other'))}
            </option>
          ))}
        </TextField>
      )}
      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { py: 0.75, px: 0.5 } }}
      >
        <thead>
          <Box component="tr" sx={{ textAlign: 'left', borderBottom: 1, borderColor: 'divider' }}>
            <th scope="col">{t('publicInfo.feeLevel')}</th>
            <th scope="col">{t('publicInfo.feeProgramme')}</th>
            <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
              {t('publicInfo.feeAmount')}
            </Box>
          </Box>
        </thead>
        <tbody>
          {rows.map((f, i) => (
            <Box
              component="tr"
              key={i}
              sx={{ borderBottom: 1, borderColor: 'divider' }}
              data-testid="info-fee-row"
            >
              <td>{f.levelLabel}</td>
              <td>{f.programLabel}</td>
              <Box component="td" sx={{ textAlign: 'right' }}>
                {amount(f)}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('publicInfo.feesNote')}
      </Typography>
    </>
  )
}
