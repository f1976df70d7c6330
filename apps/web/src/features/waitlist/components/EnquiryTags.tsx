import CancelIcon from '@mui/icons-material/Cancel'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Alert from '@mui/material/Alert'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OutlinedSelect } from '../../../components/form/OutlinedField'
import type { WaitListEnquiry } from '../documents'
import { useTagOff, useTagOn, useWaitlistTags } from '../hooks'

/** The enquiry's tags (with their weights: staff only) and, for writers, adding and removing one. */
export function EnquiryTags({ enquiry, canWrite }: { enquiry: WaitListEnquiry; canWrite: boolean }) {
  const { t } = useTranslation()
  const tags = useWaitlistTags().data?.findAllTags ?? []
  const tagOn = useTagOn()
  const tagOff = useTagOff()
  const [picked, setPicked] = useState('')
  const on = new Set(enquiry.waitlistTags.map((tag) => tag.ID))
  const error = tagOn.error?.message ?? tagOff.error?.message
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2">
        {t('waitlist.tags')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', gap: 1 }}
        data-testid="waitlist-enquiry-tags"
      >
        {enquiry.waitlistTags.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('waitlist.noTags')}</Typography>
        )}
        {enquiry.waitlistTags.map((tag) => (
          <Chip
            key={tag.ID}
            label={`${tag.description} (${tag.weight})`}
            data-testid={`waitlist-enquiry-tag-${tag.ID}`}
            onDelete={canWrite ? () => tagOff.mutate({ IDEnquiry: enquiry.ID, IDTag: tag.ID }) : undefined}
            deleteIcon={<CancelIcon aria-label={t('waitlist.removeTag', { tag: tag.description })} />}
          />
        ))}
      </Stack>
      {canWrite && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <OutlinedSelect
            label={t('waitlist.addTag')}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            htmlSelect={{ 'data-testid': 'waitlist-tag-pick' }}
            sx={{ minWidth: 240 }}
          >
            <option value="">{t('waitlist.addTag')}</option>
            {tags
              .filter((tag) => !on.has(tag.ID))
              .map((tag) => (
                <option key={tag.ID} value={tag.ID}>
                  {`${tag.description} (${tag.weight})`}
                </option>
              ))}
          </OutlinedSelect>
          <Button
            variant="outlined"
            disabled={!picked}
            loading={tagOn.isPending}
            data-testid="waitlist-tag-add"
            onClick={() =>
              tagOn.mutate(
                { IDEnquiry: enquiry.ID, IDTag: Number(picked) },
                { onSuccess: () => setPicked('') },
              )
            }
          >
            {t('waitlist.addTagButton')}
          </Button>
        </Stack>
      )}
      {error && (
        <Alert severity="error" data-testid="waitlist-tag-error">
          {error}
        </Alert>
      )}
    </Stack>
  )
}
