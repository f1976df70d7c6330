import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'
import type { Broadcast } from '../documents'
import { useReadReceipts } from '../hooks'
import { LoadError } from '../../../components/query'

const PAGE = { page: 1, perPage: 200 }

/**
 * Who has read a published broadcast: per class, then the families (unread first). After the reminder of a
 * broadcast needing acknowledgement, the families still unread are the ones to call, with their mobiles.
 */
export function ReadReceipts({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation()
  const [unreadOnly, setUnreadOnly] = useState(Boolean(broadcast.remindedAt))
  const receipts = useReadReceipts(broadcast.ID, unreadOnly, PAGE)
  const data = receipts.data?.getBroadcastingReadReceipts
  return (
    <Card variant="outlined" data-testid="broadcast-receipts">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('broadcasts.receipts')}
          </Typography>
          <LoadError query={receipts} />
          {data && (
            <Typography data-testid="broadcast-receipts-summary">
              {t('broadcasts.receiptsSummary', { read: data.readCount, total: data.totalCount })}
            </Typography>
          )}
          {broadcast.remindedAt && (
            <Alert severity="warning" data-testid="broadcast-to-call">
              {t('broadcasts.toCall', { time: formatDateTime(broadcast.remindedAt) })}
            </Alert>
          )}
          {data && (
            <Table size="small" aria-label={t('broadcasts.receiptsClass')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('broadcasts.receiptsCentre')}</TableCell>
                  <TableCell>{t('broadcasts.receiptsClass')}</TableCell>
                  <TableCell align="right">{t('broadcasts.reads')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.classes.map((c) => (
                  <TableRow
                    key={`${c.centreLabel}-${c.classID ?? 'none'}`}
                    data-testid={`broadcast-class-${c.classID ?? 'none'}`}
                  >
                    <TableCell>{c.centreLabel}</TableCell>
                    <TableCell>{c.classLabel ?? t('broadcasts.noClass')}</TableCell>
                    <TableCell align="right">
                      {t('broadcasts.readsOf', { read: c.readCount, total: c.totalCount })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <FormControlLabel
            control={
              <Switch
                checked={unreadOnly}
                onChange={(e) => setUnreadOnly(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'broadcast-unread-only' } as object }}
              />
            }
            label={t('broadcasts.unreadOnly')}
          />
          {data && (
            <Table size="small" aria-label={t('broadcasts.receipts')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('broadcasts.child')}</TableCell>
                  <TableCell>{t('broadcasts.receiptsClass')}</TableCell>
                  <TableCell>{t('broadcasts.parent')}</TableCell>
                  <TableCell>{t('broadcasts.mobile')}</TableCell>
                  <TableCell>{t('broadcasts.readAt')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.recipients.map((r) => (
                  <TableRow
                    key={`${r.childID}-${r.parentID}`}
                    data-testid={`broadcast-recipient-${r.childID}-${r.parentID}`}
                  >
                    <TableCell>{r.childName}</TableCell>
                    <TableCell>{r.classLabel ?? t('broadcasts.noClass')}</TableCell>
                    <TableCell>{r.parentName}</TableCell>
                    <TableCell>{r.mobile ?? ''}</TableCell>
                    <TableCell data-testid="broadcast-recipient-read">
                      {r.readAt ? formatDateTime(r.readAt) : t('broadcasts.notRead')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
