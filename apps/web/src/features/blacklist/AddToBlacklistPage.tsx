import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type BlacklistNewInput, blacklistNewSchema, Debounce } from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import {
  FormCard,
  FormErrorAlert,
  FormSelect,
  FormTextField,
  LeaveGuard,
  useServerForm,
} from '../../components/form'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useAdmissionSearch } from '../admissions/hooks'
import { childrenQuery } from '../classes/documents'
import { useBlacklistReasons, useChildRelations, useSubmitNewBlacklist } from './hooks'

type Values = { fkChild: number; fkParent: number; fkCentre: number; fkCode: number; remark: string }
type Parsed = ReturnType<typeof blacklistNewSchema.parse>

/** /specialmanagement/addtospecialhandling: find the family, name the parent, the reason and a remark; another approves. */
export default function AddToBlacklistPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const navigate = useNavigate()
  const [search, setSearch] = useState('')
  const typed = useDebouncedValue(search, Debounce.search).trim()
  const found = useAdmissionSearch(typed)
  // Children enrolled without an enquiry (placed directly, or moved in) have no admission: find them by name too.
  const enrolled = useGqlQuery(
    childrenQuery,
    { IDSchool: me.fkSchool, filter: { search: typed }, pagination: { page: 1, perPage: 20 } },
    { enabled: typed.length >= 2 && can('children.list') },
  )
  const admitted = new Set((found.data?.searchAdmissions ?? []).map((a) => a.child.ID))
  const enrolledOnly = (enrolled.data?.getChildrenData.data ?? []).filter(
    (c) => c.closestLevel && !admitted.has(c.ID),
  )
  const [picked, setPicked] = useState<{ child: string; centre: string } | null>(null)
  const form = useForm<Values, unknown, Parsed>({ resolver: zodResolver(blacklistNewSchema) })
  const childId = form.watch('fkChild') ?? null
  const relations = useChildRelations(childId)
  const reasons = useBlacklistReasons(me.fkSchool)
  const submitNew = useSubmitNewBlacklist()
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (input: BlacklistNewInput) => submitNew.mutateAsync({ input }),
    onSuccess: () => navigate('/specialmanagement?tab=requests'),
  })
  const parentOptions = (relations.data?.getChildRelationData ?? []).map((p) => ({
    value: p.ID,
    label: `${p.firstname ?? ''} ${p.lastname ?? ''} · ${p.email}`,
  }))
  const reasonOptions = (reasons.data?.codesByLabelFkSchool[0]?.codes ?? []).map((c) => ({
    value: c.ID,
    label: c.label,
  }))

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/specialmanagement">
        {t('blacklist.back')}
      </Link>
      <Typography variant="h5" component="h1">
        {t('blacklist.addTitle')}
      </Typography>
      <TextField
        label={t('blacklist.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'blacklist-search' } }}
      />
      <List dense data-testid="blacklist-search-results">
        {(found.data?.searchAdmissions ?? []).map((a) => (
          <ListItemButton
            key={a.ID}
            data-testid={`blacklist-pick-${a.ID}`}
            onClick={() => {
              form.setValue('fkChild', a.child.ID)
              form.setValue('fkCentre', a.centre.ID)
              form.setValue('fkParent', a.user.ID)
              setPicked({ child: `${a.childFirstname} ${a.childLastname}`, centre: a.centre.label })
            }}
          >
            <ListItemText
              primary={`${a.childFirstname} ${a.childLastname} · ${a.centre.label}`}
              secondary={`${a.firstname} ${a.lastname} · ${a.user.email} · ${a.admissionStatus.label}`}
            />
          </ListItemButton>
        ))}
        {enrolledOnly.map((c) => (
          <ListItemButton
            key={`child-${c.ID}`}
            data-testid={`blacklist-pick-child-${c.ID}`}
            onClick={() => {
              const centre = c.closestLevel!.centre
              form.setValue('fkChild', c.ID)
              form.setValue('fkCentre', centre.ID)
              // No enquiry names the applicant: staff choose the parent from the child's guardians below.
              form.resetField('fkParent')
              setPicked({ child: `${c.firstname} ${c.lastname}`, centre: centre.label })
            }}
          >
            <ListItemText
              primary={`${c.firstname} ${c.lastname} · ${c.closestLevel!.centre.label}`}
              secondary={t('blacklist.enrolledChild', { level: c.closestLevel!.level.label })}
            />
          </ListItemButton>
        ))}
      </List>
      {picked && (
        <FormCard onSubmit={submit} testId="blacklist-form">
          <LeaveGuard form={form} />
          <FormErrorAlert message={formError} testId="blacklist-form-error" />
          <Typography data-testid="blacklist-picked">{t('blacklist.picked', picked)}</Typography>
          <FormSelect
            control={form.control}
            name="fkParent"
            label={t('blacklist.parent')}
            options={parentOptions}
            testId="blacklist-parent"
          />
          <FormSelect
            control={form.control}
            name="fkCode"
            label={t('blacklist.reason')}
            options={reasonOptions}
            testId="blacklist-reason"
          />
          <FormTextField
            control={form.control}
            name="remark"
            label={t('blacklist.remark')}
            testId="blacklist-remark"
            required
            multiline
          />
          <Button type="submit" variant="contained" disabled={submitting} data-testid="blacklist-submit">
            {t('blacklist.submit')}
          </Button>
        </FormCard>
      )}
    </Stack>
  )
}
