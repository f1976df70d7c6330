import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { LeaveRow } from '../documents'
import { LeaveSummary } from './LeaveSummary'

/**
 * Requests as cards, each with Withdraw while it may still be withdrawn (pending or approved, not started). The
 * request named in the address (`?leave=`, where a bell notice leads) is outlined and scrolled to.
 */
export function LeaveCards(props: {
  rows: readonly LeaveRow[]
  today: string
  mayCancel: boolean
  testId: string
  onWithdraw: (id: number) => void
}) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const focusId = Number(params.get('leave'))
  const focused = useRef<HTMLDivElement>(null)
  const found = props.rows.some((r) => r.ID === focusId)
  useEffect(() => {
    focused.current?.scrollIntoView?.({ block: 'center' })
  }, [found])
  return props.rows.map((row) => {
    const isFocus = row.ID === focusId
    return (
      <Card
        key={row.ID}
        variant="outlined"
        ref={isFocus ? focused : undefined}
        aria-current={isFocus ? 'true' : undefined}
        sx={isFocus ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
        data-testid={`${props.testId}-${row.ID}`}
      >
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <LeaveSummary leave={row} />
            {props.mayCancel &&
              (row.status === 'pending' || row.status === 'approved') &&
              row.from > props.today && (
                <Button
                  size="small"
                  onClick={() => props.onWithdraw(row.ID)}
                  data-testid={`leave-withdraw-${row.ID}`}
                >
                  {t('leave.withdraw')}
                </Button>
              )}
          </Stack>
        </CardContent>
      </Card>
    )
  })
}
