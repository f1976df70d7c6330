import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { WaitListEnquiry } from '../documents'
import { formatDate } from '../../../lib/format'
import { useUpdateDetail } from '../hooks'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'

/** Whether the family joined the waitlist (and since when); staff who may write put it on or take it off. */
export function WaitlistMark({ enquiry, canWrite }: { enquiry: WaitListEnquiry; canWrite: boolean }) {
  const { t } = useTranslation()
  const update = useUpdateDetail()
  const on = enquiry.waitlistedAt !== null && enquiry.waitlistedAt !== undefined
  const queued = enquiry.queuePosition > 0
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography data-testid="waitlist-detail-waitlisted">
          {on
            ? `${t('waitlist.waitlistedSince')} ${formatDate(enquiry.waitlistedAt!)}`
            : t('waitlist.notYet')}
        </Typography>
        {canWrite && queued && (
          <Button
            size="small"
            loading={update.isPending}
            data-testid="waitlist-mark"
            onClick={() => update.mutate({ ID: enquiry.ID, data: { waitlisted: !on } })}
          >
            {on ? t('waitlist.takeOffWaitlist') : t('waitlist.putOnWaitlist')}
          </Button>
        )}
      </Stack>
      <FormErrorAlert message={update.error?.message} />
    </Stack>
  )
}
