import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { keyOf } from '../../i18n/text-key'
import { formatMoney } from '../../lib/format'
import type { PublicFeeRange } from './info-documents'
import { residencyText } from './text-keys'

/**
 * The school's monthly fees in force, by level and programme: Singapore Citizens' first, other residencies under
 * them. A read-only table of a few rows, laid out as cards-in-rows that also fit 360 px.
 */
export function FeeTable({ fees }: { fees: PublicFeeRange[] }) {
  const { t, i18n } = useTranslation()
  if (fees.length === 0) return <Typography color="text.secondary">{t('publicInfo.feesNone')}</Typography>
  const money = (cents: number) => formatMoney(cents, i18n.language)
  const amount = (f: PublicFeeRange) =>
    f.minCents === f.maxCents
      ? money(f.minCents)
      : t('publicInfo.feeRange', { min: money(f.minCents), max: money(f.maxCents) })
  const order = ['citizen', 'pr', 'other']
  const sorted = [...fees].sort((a, b) => order.indexOf(a.residency) - order.indexOf(b.residency))
  return (
    <>
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
          {sorted.map((f, i) => (
            <Box
              component="tr"
              key={i}
              sx={{ borderBottom: 1, borderColor: 'divider' }}
              data-testid="info-fee-row"
            >
              <td>
                {f.levelLabel}
                {f.residency !== 'citizen' && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {t(keyOf(residencyText, f.residency, 'other'))}
                  </Typography>
                )}
              </td>
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
