import CheckRounded from '@mui/icons-material/CheckRounded'
import Box from '@mui/material/Box'
import { alpha } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { stepStatusText } from './text-keys'

export interface FlowStep {
  code: string
  label: string
  /** done, current, upcoming or skipped. */
  status: string
}

// Read by screen readers only: the circles show the status to sighted users.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

const KNOWN = ['done', 'current', 'upcoming', 'skipped'] as const
type StepStatus = (typeof KNOWN)[number]
const statusOf = (status: string): StepStatus =>
  (KNOWN as readonly string[]).includes(status) ? (status as StepStatus) : 'upcoming'

/** The parent-facing flow (schedule, centre visit, trial class, registration) as a numbered row of steps. */
export function EnquirySteps({ steps, labelledBy }: { steps: readonly FlowStep[]; labelledBy?: string }) {
  const { t } = useTranslation()
  return (
    <Box
      component="ol"
      aria-labelledby={labelledBy}
      data-testid="enquiry-steps"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${steps.length}, 1fr)`,
        gap: 0.5,
      }}
    >
      {steps.map((step, index) => {
        const status = statusOf(step.status)
        const last = index === steps.length - 1
        return (
          <Box
            component="li"
            key={step.code}
            aria-current={status === 'current' ? 'step' : undefined}
            data-testid={`enquiry-step-${step.code}`}
            data-status={status}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              minWidth: 0,
              // The line to the next step, behind the circles.
              '&::after': last
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    top: 15,
                    left: 'calc(50% + 18px)',
                    right: 'calc(-50% + 18px)',
                    height: 2,
                    bgcolor: status === 'done' || status === 'skipped' ? 'primary.main' : 'divider',
                  },
            }}
          >
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 32,
                height: 32,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: 14,
                border: 2,
                borderStyle: status === 'skipped' ? 'dashed' : 'solid',
                borderColor: status === 'upcoming' ? 'divider' : 'primary.main',
                bgcolor:
                  status === 'done'
                    ? 'primary.main'
                    : status === 'current'
                      ? alpha(theme.palette.primary.main, 0.12)
                      : 'background.paper',
                color:
                  status === 'done'
                    ? 'primary.contrastText'
                    : status === 'upcoming'
                      ? 'text.secondary'
                      : 'primary.main',
              })}
            >
              {status === 'done' ? <CheckRounded fontSize="small" /> : index + 1}
            </Box>
            <Typography
              variant="caption"
              component="span"
              sx={{
                mt: 0.75,
                fontWeight: status === 'current' ? 700 : 500,
                color: status === 'upcoming' ? 'text.secondary' : 'text.primary',
                lineHeight: 1.25,
                overflowWrap: 'anywhere',
              }}
            >
              {step.label}
            </Typography>
            {status === 'skipped' || status === 'current' ? (
              <Typography
                variant="caption"
                component="span"
                sx={{ color: 'text.secondary', lineHeight: 1.2 }}
              >
                {t(stepStatusText[status])}
              </Typography>
            ) : (
              <Box component="span" sx={visuallyHidden}>
                {t(stepStatusText[status])}
              </Box>
            )}
          </Box>
        )
      })}
    </Box>
  )
}
