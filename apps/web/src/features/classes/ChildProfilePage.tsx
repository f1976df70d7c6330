import Avatar from '@mui/material/Avatar'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { childTabText } from './text-keys'
import { useLocation, useNavigate, useParams } from 'react-router'
import { PageTabs } from '../../components/PageTabs'
import { FactsTable } from '../../components/detail/FactsTable'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useSession } from '../../shell/session/session-context'
import { ChildAttendanceTab } from '../attendance/components/ChildAttendanceTab'
import { ChildHealthTab } from '../attendance/components/ChildHealthTab'
import { ChildBankAccounts } from '../giro/ChildBankAccounts'
import { ChildTransfers } from '../transfers/ChildTransfers'
import { ChildWithdrawals } from '../withdrawals/ChildWithdrawals'
import { AccountStatement } from '../finance/AccountStatement'
import { ChildLeaveTab } from '../leave/ChildLeaveTab'
import { ChildPickupsTab } from '../pickups/ChildPickupsTab'
import { ChildInvoices } from '../finance/ChildInvoices'
import { type ChildProfile, childProfileQuery, guardiansQuery } from './documents'
import { ChildActivityTab } from './components/ChildActivityTab'
import { ChildParticularsForm } from './components/ChildParticularsForm'
import { FamilyContactsTab } from './components/FamilyContactsTab'
import { CHILD_TABS, type ChildTab, childPaths, STAFF_CHILD_TABS } from './paths'
import { LoadError } from '../../components/query'

/**
 * /details/child/{id}/{tab?} (and /enrolledchildren/details/{id}/{tab?}): the child's particulars, guardians and
 * classes and levels over time, the tab in the address. Staff who reach the child and the child's parents see it.
 */
export default function ChildProfilePage() {
  const { t } = useTranslation()
  const { me, isStaff, can } = useSession()
  const params = useParams()
  const navigate = useNavigate()
  const enrolledRoute = useLocation().pathname.startsWith(childPaths.enrolled)
  const childId = Number(params.id)
  // The bank accounts tab: the child's parents and finance staff (giro.read); attendance and health: the child's
  // parents and staff with attendance read (attendance.ofChild), leave likewise (leave.ofChild); withdrawals and
  // pickups: the child's parents and staff with attendance read (kiosk.pickups), kept by parents and attendance
  // write (kiosk.writePickups); transfers: parents and staff with their module's read; invoices: parents and finance staff (finance.childInvoices).
  const tabs: readonly ChildTab[] = (isStaff ? STAFF_CHILD_TABS : CHILD_TABS).filter(
    (value) =>
      (value !== 'bankaccounts' || can('giro.read')) &&
      ((value !== 'attendance' && value !== 'health') || can('attendance.ofChild')) &&
      (value !== 'leave' || can('leave.ofChild')) &&
      (value !== 'pickups' || can('kiosk.pickups')) &&
      (value !== 'withdrawals' || !isStaff || can('withdrawals.read')) &&
      (value !== 'transfers' || !isStaff || can('transfers.read')) &&
      ((value !== 'invoices' && value !== 'statement') || !isStaff || can('finance.childInvoices')),
  )
  const tab: ChildTab = tabs.includes(params.tab as ChildTab) ? (params.tab as ChildTab) : 'particulars'
  const profile = useGqlQuery(childProfileQuery, { IDSchool: me?.fkSchool ?? 0, IDChild: childId })
  const child = profile.data?.childByID
  if (profile.error) return <LoadError query={profile} />
  if (!child) return null
  const go = (next: ChildTab) =>
    navigate(enrolledRoute ? childPaths.enrolledProfile(childId, next) : childPaths.profile(childId, next))
  return (
    <Stack spacing={2} data-testid="child-profile">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={child.imageURL ?? undefined} alt="" sx={{ width: 56, height: 56 }} />
        <Typography variant="h5" component="h1" data-testid="child-name">
          {child.firstname} {child.lastname}
        </Typography>
      </Stack>
      <PageTabs
        value={tab}
        onChange={go}
        tabs={tabs.map((value) => ({ value, label: t(childTabText[value]) }))}
        label={t('classes.tabsLabel')}
        idPrefix="child"
        scrollable
      >
        {tab === 'particulars' && <Particulars child={child} canEdit={isStaff && can('children.write')} />}
        {tab === 'guardians' && <Guardians childId={childId} />}
        {tab === 'classes' && <History child={child} />}
        {tab === 'activity' && <ChildActivityTab childId={childId} />}
        {tab === 'contacts' && <FamilyContactsTab childId={childId} />}
        {tab === 'bankaccounts' && <ChildBankAccounts childId={childId} />}
        {tab === 'attendance' && <ChildAttendanceTab childId={childId} />}
        {tab === 'health' && (
          <ChildHealthTab childId={childId} canEdit={isStaff && can('attendance.health')} parent={!isStaff} />
        )}
        {tab === 'pickups' && <ChildPickupsTab childId={childId} canEdit={can('kiosk.writePickups')} />}
        {tab === 'leave' && <ChildLeaveTab childId={childId} />}
        {tab === 'withdrawals' && <ChildWithdrawals childId={childId} />}
        {tab === 'transfers' && <ChildTransfers childId={childId} />}
        {tab === 'invoices' && <ChildInvoices childId={childId} />}
        {tab === 'statement' && <AccountStatement childId={childId} />}
      </PageTabs>
    </Stack>
  )
}

function Particulars({ child, canEdit }: { child: ChildProfile; canEdit: boolean }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const klass = child.currentClass ?? child.upcomingClass
  if (editing) return <ChildParticularsForm child={child} onDone={() => setEditing(false)} />
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      {canEdit && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => setEditing(true)} data-testid="child-edit">
            {t('classes.editParticulars')}
          </Button>
        </Stack>
      )}
      <Card data-testid="child-particulars">
        <FactsTable
          rows={[
            [t('classes.dateOfBirth'), child.dateOfBirth],
            [t('classes.birthCertificate'), child.birthCertificate],
            [t('classes.nationality'), child.nationality],
            [t('classes.race'), child.race],
            [t('classes.gender'), child.gender],
            [t('classes.householdIncomeRange'), child.householdIncomeRange],
            [t('classes.numFamilyMembers'), child.numFamilyMembers],
            [t('classes.enrolmentDate'), child.enrolmentDate],
            [
              t('classes.currentLevel'),
              child.currentLevel
                ? `${child.currentLevel.level.label} · ${child.currentLevel.centre.label}`
                : null,
            ],
            [
              t('classes.upcomingLevel'),
              child.upcomingLevel ? `${child.upcomingLevel.level.label} · ${child.upcomingLevel.from}` : null,
            ],
            [t('classes.promotionDate'), child.childCurrentEstimatedPromotionDate],
          ]}
        />
      </Card>
      <Card sx={{ p: 2 }} data-testid="child-class">
        <Typography variant="h6" component="h2">
          {child.currentClass ? t('classes.currentClass') : t('classes.upcomingClass')}
        </Typography>
        {klass ? (
          <>
            <Typography data-testid="child-class-label">{klass.class.label}</Typography>
            <Typography variant="body2" color="text.secondary" data-testid="child-class-teachers">
              {t('classes.teachers')}: {klass.teachers.map((x) => `${x.firstname} ${x.lastname}`).join(', ')}
            </Typography>
          </>
        ) : (
          <Typography>{t('classes.noClass')}</Typography>
        )}
      </Card>
    </Stack>
  )
}

function Guardians({ childId }: { childId: number }) {
  const { t } = useTranslation()
  const guardians = useGqlQuery(guardiansQuery, { IDChild: childId })
  return (
    <Table size="small" sx={{ mt: 2 }} data-testid="child-guardians">
      <TableHead>
        <TableRow>
          <TableCell>{t('classes.name')}</TableCell>
          <TableCell>{t('classes.relation')}</TableCell>
          <TableCell>{t('classes.email')}</TableCell>
          <TableCell>{t('classes.phone')}</TableCell>
          <TableCell>{t('classes.guardianAccess')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(guardians.data?.findAllGuardian ?? []).map((g) => (
          <TableRow key={g.ID}>
            <TableCell>
              {g.firstname} {g.lastname}
              {g.isMainApplicant ? ` (${t('classes.mainApplicant')})` : ''}
            </TableCell>
            <TableCell>{g.relation}</TableCell>
            <TableCell>{g.email}</TableCell>
            <TableCell>{g.mobilePhone ? `${g.mobilePhoneCountryCode ?? ''} ${g.mobilePhone}` : ''}</TableCell>
            <TableCell>{g.guardianAccess ? t('classes.yes') : t('classes.no')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function History({ child }: { child: ChildProfile }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={2} sx={{ pt: 2 }} data-testid="child-history">
      <Typography variant="h6" component="h2">
        {t('classes.levelsHistory')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('classes.level')}</TableCell>
            <TableCell>{t('classes.centre')}</TableCell>
            <TableCell>{t('classes.from')}</TableCell>
            <TableCell>{t('classes.to')}</TableCell>
            <TableCell>{t('classes.moveReason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {child.levels.map((l) => (
            <TableRow key={l.ID}>
              <TableCell>{l.level.label}</TableCell>
              <TableCell>{l.centre.label}</TableCell>
              <TableCell>{l.from}</TableCell>
              <TableCell>{l.to}</TableCell>
              <TableCell>{l.moveReason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="h6" component="h2">
        {t('classes.classesHistory')}
      </Typography>
      <Table size="small">
        <TableBody>
          {child.classes.map((c) => (
            <TableRow key={c.ID}>
              <TableCell>{c.class.label}</TableCell>
              <TableCell>{c.level.label}</TableCell>
              <TableCell>{c.from}</TableCell>
              <TableCell>{c.to}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  )
}
