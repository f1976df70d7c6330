import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { BANK_ACCOUNT_MOVES, type BankAccountStatus } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../shell/session/session-context'
import { BankAccountCard } from './BankAccountCard'
import type { GiroBankAccount } from './documents'
import { useChildBankAccounts } from './hooks'
import { PaperFormDialog } from './PaperFormDialog'
import { StatusDialog } from './StatusDialog'
import { LoadError } from '../../components/query'

/** The child profile's "Bank accounts" tab: each account with status and history; approvers change the status. */
export function ChildBankAccounts({ childId }: { childId: number }) {
  const { t } = useTranslation()
  const { can } = useSession()
  const accounts = useChildBankAccounts(childId)
  const [changing, setChanging] = useState<GiroBankAccount | null>(null)
  const [adding, setAdding] = useState(false)
  if (accounts.error) return <LoadError query={accounts} />
  const list = accounts.data?.bankAccountInfoByIDChild.accounts ?? []
  return (
    <Stack spacing={2} sx={{ pt: 2 }} data-testid="child-bank-accounts">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {t('giro.staffTitle')}
        </Typography>
        {can('giro.add') && (
          <Button variant="outlined" onClick={() => setAdding(true)} data-testid="giro-paper-add">
            {t('giro.addPaper')}
          </Button>
        )}
      </Stack>
      {accounts.data && list.length === 0 && <Typography>{t('giro.noAccounts')}</Typography>}
      {list.map((account) => (
        <BankAccountCard
          key={account.ID}
          account={account}
          showHistory
          actions={
            can('giro.decide') && BANK_ACCOUNT_MOVES[account.status as BankAccountStatus]?.length ? (
              <Button
                size="small"
                variant="outlined"
                onClick={() => setChanging(account)}
                data-testid={`bank-account-change-${account.ID}`}
              >
                {t('giro.changeStatus')}
              </Button>
            ) : undefined
          }
        />
      ))}
      {adding && <PaperFormDialog childId={childId} onClose={() => setAdding(false)} />}
      {changing && <StatusDialog account={changing} onClose={() => setChanging(null)} />}
    </Stack>
  )
}
