import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { keyOf } from '../../../i18n/text-key'
import { formatMoney } from '../../../lib/format'
import { lineSourceText } from '../text-keys'

interface Line {
  label: string
  displayTotalAmount: number
  cdaPayable: boolean
  explanation: string | null
  source?: string
}

/** An invoice's lines, each with where it comes from (the fee tier and days, the subsidy rate, the charge's date). */
export function ExplainedLines({ lines, testId }: { lines: readonly Line[]; testId: string }) {
  const { t } = useTranslation()
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}
      data-testid={testId}
    >
      {lines.map((line, i) => (
        <Box component="li" key={`${line.label}-${i}`} data-testid={`${testId}-${i}`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {line.source ? `${t(keyOf(lineSourceText, line.source, 'charge'))}: ` : ''}
              {line.label}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.displayTotalAmount)}
            </Typography>
          </Box>
          {line.explanation && (
            <Typography variant="caption" color="text.secondary" component="p">
              {line.explanation}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {line.cdaPayable ? t('finance.runs.cda') : t('finance.runs.nonCda')}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
