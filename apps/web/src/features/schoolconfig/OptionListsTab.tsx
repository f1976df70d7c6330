import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import { CONFIG_CODE_MAX_SORT_ORDER, CodeCategory, type ConfigCodeInput } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../components/list/FilterSelect'
import type { ListSpec } from '../../components/list/list-params'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import { categoryOf } from './categories'
import { CodeDialog } from './components/CodeDialog'
import { useCodeColumns } from './components/code-columns'
import { CodeEditButton } from './components/CodeEditButton'
import type { AdminCode } from './documents'
import { useAdminCodes, useSaveCode, useSetCodeActive } from './hooks'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { categoryText } from './text-keys'

const CATEGORY_PARAM: ListSpec<{ category: 'choice' }> = { filters: { category: 'choice' } }

/** The dialog's subject: a new code (null) or the code being edited. */
type Editing = { code: AdminCode | null } | null

/** The option lists of the school's forms: one category at a time (?category=Race), all its codes. */
export function OptionListsTab() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const canWrite = can('schoolConfig.write')
  const { filters, set: setList } = useListParams(CATEGORY_PARAM)
  const category = categoryOf(filters.category)
  const codes = useAdminCodes(me.fkSchool, category)
  const save = useSaveCode()
  const setActive = useSetCodeActive()
  const [editing, setEditing] = useState<Editing>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const categoryName = t(categoryText[category])
  const list = codes.data?.findAllCodesForAdmin.data ?? []

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

  const columns = useCodeColumns({
    onToggle: canWrite ? onToggle : undefined,
    pendingId: setActive.isPending ? (setActive.variables?.codeID ?? null) : null,
  })

  // A new code goes to the end of the list unless its sort order is changed.
  const nextSortOrder = Math.min(CONFIG_CODE_MAX_SORT_ORDER, Math.max(0, ...list.map((c) => c.sortOrder + 1)))

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <FilterSelect
          label={t('schoolConfig.codes.category')}
          value={category}
          options={CodeCategory.map((c) => ({ value: c, label: t(categoryText[c]) }))}
          onChange={(next) => setList({ filters: { category: next } })}
          sx={{ maxWidth: { sm: 320 } }}
          testId="codes-category"
        />
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
      <ResponsiveList
        query={codes}
        rowsOf={(data) => data.findAllCodesForAdmin.data}
        rowKey={(code) => code.ID}
        columns={columns}
        label={categoryName}
        emptyText={t('schoolConfig.codes.empty')}
        testId="codes"
        rowTestId="code-row"
        rowActions={
          canWrite
            ? (code) => <CodeEditButton code={code} onEdit={(c) => setEditing({ code: c })} />
            : undefined
        }
        exportName={`options-${category}`}
      />
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
