import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  asLanguage,
  Debounce,
  EnquiryMsg,
  ErrorCode,
  isUnborn,
  Messages,
  normaliseEmail,
  singaporeToday,
} from '@preschool/domain'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { PdpaConsent } from '../../components/PdpaConsent'
import { useFormDraft } from '../../components/form/hooks/use-form-draft'
import { focusFirstError } from '../../lib/focus-first-error'
import { requestOrThrow } from '../../lib/request'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { useSession } from '../../shell/session/session-context'
import { useSchoolBranding } from '../../shell/theme/branding-context'
import { ChildSection } from './components/ChildSection'
import { ParentSection } from './components/ParentSection'
import { newEnquiryMutation } from './documents'
import {
  emptyEnquiryForm,
  type EnquiryFormContext,
  type EnquiryFormOutput,
  type EnquiryFormValues,
  enrolmentDate,
  submitErrorMessage,
  withSearchPreset,
} from './form-values'
import {
  useEnquirySettings,
  useExistingChild,
  useExistingParent,
  useOptionLists,
  useSuggestedLevel,
} from './hooks'
import { PublicLinks } from '../../components/PublicLinks'
import { LocationSection } from './location/LocationSection'
import { enquiryPaths } from './paths'
import { embeddingWindow, postEnquiryMessages } from './post-messages'
import { signedInDefaults } from './signed-in-defaults'
import type { EnquirySuccessState } from './EnquirySuccessPage'

const DRAFT_OMITS = ['centreIDs', 'child.location']

const loadRules = () => import('./form-schema')

/**
 * The enquiry form ('Get Started', spec 000 sections 2 to 5): the parent, the child and the centres (up to 3).
 * Open to anyone on /enquiry; on /parentenquiry (and for anyone signed in) the parent's own details are filled in
 * and the email is locked.
 */
export default function EnquiryFormPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const branding = useSchoolBranding()
  const me = session.status === 'ready' ? session.me : null
  const signedIn = me !== null
  const fkSchool = me?.fkSchool ?? branding.schoolId
  const today = useMemo(() => singaporeToday(), [])
  const settings = useEnquirySettings(fkSchool, today)
  const options = useOptionLists(fkSchool)
  const centreCodes = useRef<string[]>([])

  // The rules read the server checks' answers (set further down, once the values they depend on are watched).
  const contextRef = useRef<EnquiryFormContext>({
    today,
    noLevel: false,
    emailTaken: false,
    childTaken: false,
  })
  // The rules load when first needed (form-schema.ts: zod and the phone metadata): the first field left or submit.
  const resolver = useCallback<Resolver<EnquiryFormValues, unknown, EnquiryFormOutput>>(
    async (values, context, options) =>
      (await loadRules()).enquiryResolver(contextRef.current)(values, context, options),
    [],
  )

  const defaults = useMemo(() => (me ? signedInDefaults(me) : emptyEnquiryForm()), [me])
  const form = useForm<EnquiryFormValues, unknown, EnquiryFormOutput>({
    defaultValues: defaults,
    mode: 'onTouched',
    resolver,
    // focusFirstError does it in the page's order, once the errors show (fields without a ref are skipped here).
    shouldFocusError: false,
  })
  const formRef = useRef<HTMLFormElement>(null)
  // Bumped by a refused submit: the effect runs after the errors render, so their fields carry aria-invalid.
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) focusFirstError(formRef.current)
  }, [refusals])
  const refused = () => setRefusals((n) => n + 1)
  // A parent on a phone fills about 20 fields: a reload, a dropped tab or a visit to the login page brings them back
  // (this tab only, never files or secrets), so leaving loses nothing and the form does not ask first (the staff
  // forms do: LeaveGuard). The centres are chosen again: they depend on the map's search, which is not kept. A
  // signed-in parent's details come from the account, so only the public form keeps a draft.
  const draft = useFormDraft(signedIn ? null : `enquiry:${fkSchool}`, form, { omit: DRAFT_OMITS })
  // A centre found on the public search arrives ticked, its month and programme chosen, over any draft (this
  // effect runs after the draft's restore).
  const [searchParams] = useSearchParams()
  useEffect(() => {
    if (searchParams.has('centre'))
      form.reset(withSearchPreset(form.getValues(), searchParams), { keepDefaultValues: true })
  }, [searchParams, form])
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    trigger,
    getFieldState,
    formState: { isSubmitting: busy, isSubmitted, errors },
  } = form

  const [email, dateOfBirth, birthCertificate, month, programme, nationality, centreIDs, unborn] = useWatch({
    control,
    name: [
      'parent.email',
      'child.dateOfBirth',
      'child.birthCertificate',
      'child.enrolmentPlan',
      'child.programme',
      'child.nationality',
      'centreIDs',
      'child.childIsUnborn',
    ],
  })
  const mobileCountryCode = useWatch({ control, name: 'parent.mobileCountryCode' })

  // Selects settle for 100 ms before the level, programme and centre look-ups follow them.
  const settledMonth = useDebouncedValue(month, Debounce.select)
  const settledProgramme = useDebouncedValue(programme, Debounce.select)
  const settledNationality = useDebouncedValue(nationality, Debounce.select)
  const planDate = settledMonth ? enrolmentDate(settledMonth) : null
  const suggestion = useSuggestedLevel(fkSchool, dateOfBirth, planDate, settings.radiusSearch)
  const parentCheck = useExistingParent(email, !signedIn)
  // An email the submit was refused for (E014: an account has it since the check ran) reads as taken until changed.
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null)
  const emailRefused = refusedEmail !== null && refusedEmail === normaliseEmail(email)
  // Signed in too: a parent's own child is not 'existing' (the server says so), another family's is (no login link).
  const childCheck = useExistingChild(birthCertificate, fkSchool, !unborn)

  // A new answer of a server check re-checks its field.
  const context = useMemo<EnquiryFormContext>(
    () => ({
      today,
      noLevel: suggestion.none,
      emailTaken: parentCheck.taken || emailRefused,
      childTaken: childCheck.taken,
    }),
    [today, suggestion.none, parentCheck.taken, emailRefused, childCheck.taken],
  )
  contextRef.current = context
  const revalidate = useCallback(
    (
      name:
        | 'parent.email'
        | 'parent.confirmEmail'
        | 'parent.mobileNumber'
        | 'child.birthCertificate'
        | 'child.dateOfBirth',
    ) => {
      if (isSubmitted || getFieldState(name).isTouched || getFieldState(name).error) void trigger(name)
    },
    [getFieldState, isSubmitted, trigger],
  )
  useEffect(() => revalidate('parent.email'), [context.emailTaken, revalidate])
  useEffect(() => revalidate('child.birthCertificate'), [context.childTaken, revalidate])
  useEffect(() => revalidate('child.dateOfBirth'), [context.noLevel, revalidate])
  // A field checked against another is checked again when that one changes: the confirmation against the email,
  // the mobile number against the country of the chosen code.
  useEffect(() => revalidate('parent.confirmEmail'), [email, revalidate])
  useEffect(() => revalidate('parent.mobileNumber'), [mobileCountryCode, revalidate])

  // The suggested level is the service level; a programme it does not offer is dropped (one alone is chosen).
  const level = suggestion.level
  useEffect(() => {
    setValue('child.serviceLevel', level?.ID ?? null)
    const offered = level?.programs.map((p) => String(p.ID)) ?? []
    if (offered.length === 1 && programme !== offered[0]) setValue('child.programme', offered[0])
    else if (programme && !offered.includes(programme) && !suggestion.pending) setValue('child.programme', '')
  }, [level, programme, setValue, suggestion.pending])

  const onDateOfBirthChange = (value: string) => {
    const future = isUnborn(value, today)
    setValue('child.childIsUnborn', future)
    if (future) {
      setValue('child.birthCertificate', '')
      clearErrors('child.birthCertificate')
    }
  }

  const clearCentres = () => {
    centreCodes.current = []
    setValue('centreIDs', [], { shouldValidate: isSubmitted })
  }
  const onSelectedChange = useCallback(
    (ids: number[], codes: string[]) => {
      centreCodes.current = codes
      setValue('centreIDs', ids, { shouldValidate: isSubmitted })
    },
    [isSubmitted, setValue],
  )
  const onLocationChange = useCallback(
    (location: { lat: number; lng: number } | null) => setValue('child.location', location),
    [setValue],
  )

  const checking = parentCheck.checking || childCheck.checking

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await requestOrThrow(
        newEnquiryMutation,
        (await loadRules()).toNewEnquiryVariables(values, fkSchool, asLanguage(i18n.language)),
      )
      const result = answer.newEnquiry
      if (!result.success) {
        const refusal = result.error?.[0]
        if (refusal?.code === ErrorCode.ExistingParent && !signedIn) setRefusedEmail(values.parent.email)
        setError('root.server', { type: 'server', message: submitErrorMessage(refusal) })
        // A mobile number another account holds is the mobile field's error, shown where it is fixed.
        if (refusal?.message === EnquiryMsg.mobileTaken)
          setError('parent.mobileNumber', { type: 'server', message: Messages.duplicateMobile })
        refused()
        return
      }
      const centres = result.data ?? []
      const codes = centres.map((e) => e.centre.code)
      postEnquiryMessages({
        parent: embeddingWindow(),
        referrer: document.referrer,
        centreCodes: codes.length ? codes : centreCodes.current,
        userName: me ? `${me.firstname} ${me.lastname}`.trim() : '',
        height: () => document.documentElement.scrollHeight,
      })
      const state: EnquirySuccessState = {
        email: values.parent.email,
        centres: centres.map((e) => e.centre.label),
      }
      draft.clear()
      navigate(enquiryPaths.success, { state })
    } catch (error) {
      const message = error instanceof Error ? error.message : undefined
      setError('root.server', { type: 'server', message: submitErrorMessage({ message }) })
    }
  }, refused)

  const goBack = () => {
    if (signedIn) navigate('/dashboard')
    else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1)
    else navigate('/login')
  }

  const errorCount = Object.keys(errors).filter((key) => key !== 'root').length
  const serverError = errors.root?.server?.message
  const centreError = errors.centreIDs?.message ?? errors.centreIDs?.root?.message

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
        {t('enquiry.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('enquiry.intro')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <PublicLinks />
      </Box>
      <Paper
        component="form"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        data-testid="enquiry-form"
        aria-busy={busy}
        sx={{ p: { xs: 2, sm: 3, md: 4 } }}
      >
        <Stack spacing={4} divider={<Divider flexItem />}>
          <ParentSection
            control={control}
            signedIn={signedIn}
            emailFilled={email.trim() !== ''}
            mobileLocked={signedIn && Boolean(me?.mobilePhone)}
            mobileCountryCode={mobileCountryCode}
            incomeOptions={options.income}
            workplaceOptions={options.workplaceStaff}
            disabled={busy}
          />
          <ChildSection
            control={control}
            signedIn={signedIn}
            unborn={unborn}
            nationalityOptions={options.nationality}
            raceOptions={options.race}
            months={settings.months}
            level={level}
            levelPending={suggestion.pending}
            disabled={busy}
            onDateOfBirthChange={onDateOfBirthChange}
            onCentreCriteriaChange={clearCentres}
          />
          <Stack component="section" spacing={2} aria-labelledby="enquiry-location">
            <Typography id="enquiry-location" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {t('enquiry.locationSection')}
            </Typography>
            {settings.ready ? (
              <LocationSection
                fkSchool={fkSchool}
                enrollmentDate={level ? planDate : null}
                levelId={level?.ID ?? null}
                programId={settledProgramme ? Number(settledProgramme) : null}
                nationality={settledNationality || null}
                radiusSearch={settings.radiusSearch}
                selected={centreIDs}
                onSelectedChange={onSelectedChange}
                onLocationChange={onLocationChange}
                disabled={busy}
              />
            ) : (
              <CircularProgress size={28} aria-label={t('common.loading')} />
            )}
            {centreError && (
              <Typography color="error" role="alert" variant="body2" data-testid="centres-error">
                {centreError}
              </Typography>
            )}
          </Stack>
        </Stack>
        <Box sx={{ mt: 4 }}>
          <Controller
            control={control}
            name="pdpaConsent"
            render={({ field, fieldState }) => (
              <PdpaConsent
                checked={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                privacyPolicyUrl={settings.privacyPolicyUrl}
                error={fieldState.error?.message}
                disabled={busy}
                testId="enquiry-pdpa"
              />
            )}
          />
        </Box>
        <Box sx={{ mt: 3 }}>
          {serverError ? (
            <Alert severity="error" data-testid="enquiry-error" role="alert">
              {serverError}
            </Alert>
          ) : (
            isSubmitted &&
            errorCount > 0 && (
              <Alert severity="error" data-testid="enquiry-error" role="alert">
                {t('enquiry.fixErrors')}
              </Alert>
            )
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'space-between' }}>
            <Button
              variant="outlined"
              size="large"
              onClick={goBack}
              disabled={busy || checking}
              data-testid="enquiry-back"
            >
              {t('enquiry.back')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy || checking}
              data-testid="enquiry-submit"
              startIcon={busy || checking ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {busy ? t('enquiry.submitting') : checking ? t('enquiry.checking') : t('enquiry.submit')}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Box>
  )
}
