import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { CONFIG_CODE_MAX_SORT_ORDER, CodeCategory, type ConfigCodeInput } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { CentredProgress } from '../../shell/pages/CentredProgress'
import { categoryOf } from './categories'
import { CodeDialog } from './components/CodeDialog'
import { CodeList } from './components/CodeList'
import type { AdminCode } from './documents'
import { useAdminCodes, useSaveCode, useSetCodeActive } from './hooks'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { categoryText } from './text-keys'

/** The dialog's subject: a new code (null) or the code being edited. */
type Editing = { code: AdminCode | null } | null

/** The option lists of the school's forms: one category at a time (?category=Race), all its codes. */
export function OptionListsTab() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const canWrite = can('schoolConfig.write')
  const [params, setParams] = useSearchParams()
  const category = categoryOf(params.get('category'))
  const codes = useAdminCodes(me.fkSchool, category)
  const save = useSaveCode()
  const setActive = useSetCodeActive()
  const [editing, setEditing] = useState<Editing>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const categoryName = t(categoryText[category])
  const list = codes.data?.findAllCodesForAdmin.data ?? []

  const choose = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      updated.set('category', next)
      return updated
    })

  const onSave = async (input: ConfigCodeInput) => {
    await save.mutateAsync({ IDSchool: me.fkSchool, codeID: editing?.code?.ID, category, code: input })
    setEditing(null)
    setNotice(t('schoolConfig.codes.saved', { label: input.label }))
  }

  const onToggle = (code: AdminCode, active: boolean) =>
    setActive.mutate(
      { IDSchool: me.fkSchool, codeID: code.ID, active },
      {
        onSuccess: () =>
          setNotice(
            t(active ? 'schoolConfig.codes.shown' : 'schoolConfig.codes.hidden', { label: code.label }),
          ),
      },
    )

  // A new code goes to the end of the list unless its sort order is changed.
  const nextSortOrder = Math.min(CONFIG_CODE_MAX_SORT_ORDER, Math.max(0, ...list.map((c) => c.sortOrder + 1)))

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          label={t('schoolConfig.codes.category')}
          value={category}
          onChange={(event) => choose(event.target.value)}
          sx={{ maxWidth: { sm: 320 } }}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'codes-category' } }}
        >
          {CodeCategory.map((c) => (
            <option key={c} value={c}>
              {t(categoryText[c])}
            </option>
          ))}
        </TextField>
        {canWrite && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ code: null })}
            disabled={!codes.isSuccess}
            data-testid="code-add"
            sx={{ flexShrink: 0 }}
          >
            {t('schoolConfig.codes.add')}
          </Button>
        )}
      </Stack>
      {setActive.error && (
        <Alert severity="error" onClose={() => setActive.reset()} data-testid="code-active-error">
          {setActive.error.message}
        </Alert>
      )}
      {codes.isPending ? (
        <CentredProgress />
      ) : codes.isError ? (
        <Alert
          severity="error"
          data-testid="codes-error"
          action={
            <Button color="inherit" size="small" onClick={() => codes.refetch()}>
              {t('schoolConfig.retry')}
            </Button>
          }
        >
          {codes.error.message}
        </Alert>
      ) : list.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center' }} data-testid="codes-empty">
          <Typography color="text.secondary">{t('schoolConfig.codes.empty')}</Typography>
        </Paper>
      ) : (
        <Paper sx={{ p: { xs: 1, sm: 0 } }}>
          <CodeList
            codes={list}
            caption={categoryName}
            onEdit={canWrite ? (code) => setEditing({ code }) : undefined}
            onToggle={canWrite ? onToggle : undefined}
            pendingId={setActive.isPending ? (setActive.variables?.codeID ?? null) : null}
          />
        </Paper>
      )}
      {editing && (
        <CodeDialog
          title={
            editing.code
              ? t('schoolConfig.codes.editTitle')
              : t('schoolConfig.codes.addTitle', { category: categoryName })
          }
          defaultValues={
            editing.code
              ? {
                  label: editing.code.label,
                  description: editing.code.description,
                  sortOrder: editing.code.sortOrder,
                  active: editing.code.active,
                }
              : { label: '', description: '', sortOrder: nextSortOrder, active: true }
          }
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)}>
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)} data-testid="codes-notice">
          {notice}
        </Alert>
      </Snackbar>
    </Stack>
  )
}
