import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded'
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import {
  ADDITIONAL_INFORMATION_STEPS,
  CodeCategory,
  ENROLMENT_FORM_STEPS,
  ErrorCode,
  isEnrolmentFormStep,
  REGISTRATION_STEPS,
  type RegistrationStep,
  RegistrationStepLabel,
} from '@preschool/domain'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import type { Option } from '../../components/form'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { NoAccessPage } from '../../shell/pages/NoAccessPage'
import { documentPaths } from '../documents/paths'
import { enquiryOptionListsQuery } from '../enquiry/documents'
import {
  markAsCompletedMutation,
  registrationEnquiryQuery,
  registrationFormQuery,
  saveAdditionalInformationMutation,
  saveEnrolmentFormMutation,
  startRegistrationMutation,
  subsidyScheduleQuery,
} from './documents'
import { stepDefaults } from './step-fields'
import { childName, formatEnrolmentDate } from '../../lib/format'
import { DeclarationLinks } from './DeclarationLinks'
import { type CodeLists, StepForm } from './StepForm'
import { SubsidyEstimate } from './SubsidyEstimate'
import { subsidyFacts } from './subsidy-facts'
import { toSchedule } from './subsidy-schedule'
import { LoadError } from '../../components/query'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

const LABELS = [...CodeCategory]

/** The server's answers for an enquiry that is not the viewer's to see (or none at all): the spec's no-access screen. */
const DENIED: readonly string[] = [ErrorCode.Forbidden, ErrorCode.NotFound]

/** The parent's registration for one enquiry (/overview/enrolment/{id}): start, fill step by step, submit. */
export default function RegistrationPage() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  // Another family's enquiry (or none) is refused at once: asking again would not change the answer.
  const enquiry = useGqlQuery(registrationEnquiryQuery, { id }, { retry: false })
  const e = enquiry.data?.enquiryByID
  const start = useGqlMutation(startRegistrationMutation, {
    invalidates: [registrationEnquiryQuery, registrationFormQuery],
  })

  if (enquiry.error && DENIED.includes(enquiry.error.code ?? '')) return <NoAccessPage />
  if (enquiry.error) return <Alert severity="error">{t('registration.loadError')}</Alert>
  if (!e) return <Skeleton variant="rounded" height={240} />
  const state = e.admissionStatus.stateCode
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100, mx: 'auto' }}>
      <Box>
        <Typography variant="h4" component="h1" data-testid="reg-title">
          {t('registration.title', { name: childName(e) })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('registration.subtitle', {
            centre: e.centre.label,
            level: e.level.label,
            month: formatEnrolmentDate(e.enrollmentPlan),
          })}
        </Typography>
      </Box>
      {state === 'pre_registration' ? (
        <Paper sx={{ p: 3, display: 'grid', gap: 2 }}>
          <Typography>{t('registration.startHelp')}</Typography>
          <FormErrorAlert message={start.error?.message} />
          <Box>
            <Button
              variant="contained"
              loading={start.isPending}
              onClick={() => start.mutate({ IDEnquiry: id, IDChild: e.fkChild })}
              data-testid="reg-start"
            >
              {t('registration.start')}
            </Button>
          </Box>
        </Paper>
      ) : (
        <RegistrationSteps
          enquiryId={id}
          fkSchool={e.fkSchool}
          filling={state === 'pending_form_completion'}
          enrolled={state === 'enrolled'}
        />
      )}
    </Box>
  )
}

function RegistrationSteps({
  enquiryId,
  fkSchool,
  filling,
  enrolled,
}: {
  enquiryId: number
  fkSchool: number
  filling: boolean
  /** The child is enrolled: the form is a record, and the documents are long done. */
  enrolled: boolean
}) {
  const { t } = useTranslation()
  const form = useGqlQuery(registrationFormQuery, { IDEnquiry: enquiryId })
  const schedule = useGqlQuery(subsidyScheduleQuery, { IDEnquiry: enquiryId })
  const lists = useGqlQuery(enquiryOptionListsQuery, { fkSchool, labels: LABELS }, { staleTime: 10 * 60_000 })
  const invalidates = [registrationFormQuery]
  const saveForm = useGqlMutation(saveEnrolmentFormMutation, { invalidates })
  const saveAdditional = useGqlMutation(saveAdditionalInformationMutation, { invalidates })
  const complete = useGqlMutation(markAsCompletedMutation, {
    invalidates: [registrationEnquiryQuery, registrationFormQuery],
  })
  const [chosen, setChosen] = useState<RegistrationStep | null>(null)
  const [editing, setEditing] = useState<{ step: RegistrationStep; values: Record<string, unknown> } | null>(
    null,
  )
  const lastValues = useRef<string>('')

  const codes = useMemo<CodeLists>(() => {
    const out: CodeLists = {}
    for (const list of lists.data?.codesByLabelFkSchool ?? [])
      out[list.category] = list.codes.map((c): Option => ({ value: c.label, label: c.label }))
    return out
  }, [lists.data])

  const data = form.data
  const saved = useMemo(() => {
    const all = [...(data?.getEnrolmentForm.steps ?? []), ...(data?.getAdditionalInformation.steps ?? [])]
    return Object.fromEntries(all.filter((s) => s.completed).map((s) => [s.step, s.data])) as Partial<
      Record<RegistrationStep, unknown>
    >
  }, [data])
  if (form.error) return <LoadError query={form} />
  if (!data) return <Skeleton variant="rounded" height={240} />

  const completed = new Set(Object.keys(saved))
  const resume = REGISTRATION_STEPS.find((s) => !completed.has(s)) ?? null
  const step = chosen ?? resume ?? REGISTRATION_STEPS[0]
  const prefill = (data.getEnrolmentForm.prefill ?? null) as Record<string, unknown> | null
  const allDone = resume === null

  const save = (values: Record<string, unknown>) =>
    isEnrolmentFormStep(step)
      ? saveForm.mutateAsync({ IDEnquiry: enquiryId, EnrolmentForm: { step, data: values } })
      : saveAdditional.mutateAsync({ IDEnquiry: enquiryId, step, data: values })
  const afterSave = () => {
    const next = REGISTRATION_STEPS.find((s) => s !== step && !completed.has(s)) ?? null
    setChosen(next)
    setEditing(null)
  }
  // The estimate follows what is typed; the same values twice (a re-render) change nothing.
  const onValues = (values: Record<string, unknown>) => {
    const key = JSON.stringify(values)
    if (key === lastValues.current) return
    lastValues.current = key
    setEditing({ step, values })
  }

  const group = (title: string, steps: readonly RegistrationStep[]) => (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Typography variant="overline" component="h2">
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {steps.map((s) => (
          <Box component="li" key={s} sx={{ listStyle: 'none' }}>
            <Button
              size="small"
              variant={s === step ? 'contained' : 'outlined'}
              color={completed.has(s) ? 'success' : 'primary'}
              startIcon={completed.has(s) ? <CheckCircleRounded /> : <RadioButtonUncheckedRounded />}
              onClick={() => {
                setChosen(s)
                setEditing(null)
              }}
              aria-current={s === step ? 'step' : undefined}
              aria-label={`${RegistrationStepLabel[s]}: ${completed.has(s) ? t('registration.completed') : t('registration.notCompleted')}`}
              data-testid={`reg-step-${s}`}
              data-completed={completed.has(s) ? 'true' : 'false'}
            >
              {RegistrationStepLabel[s]}
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  )

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Paper component="nav" aria-label={t('registration.steps')} sx={{ p: 2 }}>
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {group(t('registration.enrolmentForm'), ENROLMENT_FORM_STEPS)}
            {group(t('registration.additionalInformation'), ADDITIONAL_INFORMATION_STEPS)}
          </Box>
        </Paper>
        {enrolled && (
          <Alert severity="success" data-testid="reg-enrolled">
            {t('registration.enrolledNote')}
          </Alert>
        )}
        {!filling && !enrolled && (
          <Alert
            severity="success"
            data-testid="reg-submitted"
            action={
              <Button
                component={RouterLink}
                to={documentPaths.parent(enquiryId)}
                data-testid="reg-open-documents"
              >
                {t('registration.openDocuments')}
              </Button>
            }
          >
            {t('registration.submitted')}
          </Alert>
        )}
        {filling && allDone && (
          <Paper sx={{ p: 2, display: 'grid', gap: 1 }}>
            <Typography>{t('registration.submitHelp')}</Typography>
            <FormErrorAlert message={complete.error?.message} testId="reg-submit-error" />
            <Box>
              <Button
                variant="contained"
                loading={complete.isPending}
                onClick={() => complete.mutate({ IDEnquiry: enquiryId })}
                data-testid="reg-submit"
              >
                {t('registration.submit')}
              </Button>
            </Box>
          </Paper>
        )}
        <Typography variant="h5" component="h2" data-testid="reg-current-step">
          {RegistrationStepLabel[step]}
        </Typography>
        {step === 'declaration' && <DeclarationLinks fkSchool={fkSchool} />}
        <StepForm
          key={`${step}-${completed.has(step)}`}
          step={step}
          defaults={stepDefaults(step, saved[step], prefill, saved)}
          codes={codes}
          readOnly={!filling}
          onSave={save}
          onSaved={afterSave}
          onValues={onValues}
          draftKey={`registration:${enquiryId}:${step}`}
        />
      </Box>
      {schedule.data && (
        <SubsidyEstimate
          facts={subsidyFacts(
            saved,
            editing?.step === step ? editing : null,
            data.getEnrolmentForm.isInfantCare,
          )}
          schedule={toSchedule(schedule.data.getSubsidySchedule)}
        />
      )}
    </Box>
  )
}
