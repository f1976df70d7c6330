import Typography from '@mui/material/Typography'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../lib/format'
import { useSession } from '../../shell/session/session-context'
import type { ParentEnquiry } from './documents'

/** The class the child holds (or will hold) at the enquiry's centre: the latest placement there, if any. */
function useClassAtCentre(enquiry: ParentEnquiry): string | undefined {
  const { me } = useSession()
  const child = me?.childRelations.find((relation) => relation.child.ID === enquiry.fkChild)?.child
  const placement = child?.childClasses
    .filter((placed) => placed.class.fkCentre === enquiry.centre.ID)
    .sort((a, b) => a.from.localeCompare(b.from))
    .at(-1)
  return placement ? [placement.class.label, placement.program?.label].filter(Boolean).join(' · ') : undefined
}

/** An enrolled child's place: class, level and start date (the centre heads the card). */
export function EnrolmentDetails({ enquiry }: { enquiry: ParentEnquiry }) {
  const { t } = useTranslation()
  const classLabel = useClassAtCentre(enquiry)
  const rows: [label: string, value: string, testId: string][] = [
    [t('parentEnquiries.class'), classLabel ?? t('parentEnquiries.classToCome'), 'enrolled-class'],
    [t('parentEnquiries.level'), enquiry.level.label, 'enrolled-level'],
    [t('parentEnquiries.startDate'), formatDate(enquiry.enrollmentPlan), 'enrolled-start'],
  ]
  return (
    <Box
      component="dl"
      data-testid={`enrolment-details-${enquiry.ID}`}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {rows.map(([label, value, testId]) => (
        <Box key={testId} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`${testId}-${enquiry.ID}`}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
