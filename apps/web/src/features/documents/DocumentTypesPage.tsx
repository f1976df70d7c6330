import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { StatusChip } from '../../components/list/StatusChip'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { DocumentTypeDialog } from './components/DocumentTypeDialog'
import type { DocumentType } from './documents'
import { useDocumentTypes } from './hooks'

function useTypeColumns(): Column<DocumentType>[] {
  const { t } = useTranslation()
  const accessText = (bits: number) =>
    bits === 3
      ? t('documents.accessBoth')
      : bits === 2
        ? t('documents.accessStaff')
        : t('documents.accessParent')
  return [
    {
      key: 'label',
      header: t('documents.typeLabel'),
      cell: (d) => d.label,
      card: 'title',
      strong: true,
      exportValue: (d) => d.label,
    },
    {
      key: 'category',
      header: t('documents.category'),
      cell: (d) =>
        d.category === 'child' ? t('documents.categoryChild') : t('documents.categoryRegistration'),
      exportValue: (d) => d.category,
    },
    {
      key: 'required',
      header: t('documents.isRequired'),
      cell: (d) =>
        d.isRequired ? <Chip size="small" label={t('documents.required')} /> : t('documents.optional'),
      exportValue: (d) => (d.isRequired ? 'yes' : 'no'),
    },
    {
      key: 'list',
      header: t('documents.listedTo'),
      cell: (d) => accessText(d.listAccess),
      exportValue: (d) => d.listAccess,
    },
    {
      key: 'upload',
      header: t('documents.uploadedBy'),
      cell: (d) => accessText(d.uploadAccess),
      exportValue: (d) => d.uploadAccess,
    },
    {
      key: 'status',
      header: t('documents.active'),
      cell: (d) => <StatusChip active={d.active} />,
      card: 'badge',
      exportValue: (d) => String(d.active),
    },
  ]
}

/** /settings/documenttypes: the school's document types, which are required, who lists and uploads them. */
export default function DocumentTypesPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const types = useDocumentTypes(me.fkSchool)
  const canWrite = can('documents.configure')
  const [editing, setEditing] = useState<DocumentType | 'new' | null>(null)
  const [notice, setNotice] = useNotice()
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('documents.typesTitle')}
        </Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="document-type-add">
            {t('documents.addType')}
          </Button>
        )}
      </Stack>
      <ResponsiveList
        query={types}
        rowsOf={(data) => data.documentTypeConfigsByFkDocumentTypeConfig}
        rowKey={(d) => d.ID}
        columns={useTypeColumns()}
        label={t('documents.typesTitle')}
        emptyText={t('common.noData')}
        testId="document-types"
        rowTestId="document-type-row"
        rowActions={
          canWrite
            ? (d) => (
                <Button size="small" onClick={() => setEditing(d)} data-testid={`document-type-edit-${d.ID}`}>
                  {t('documents.edit')}
                </Button>
              )
            : undefined
        }
        exportName="document-types"
      />
      <DocumentTypeDialog
        open={editing !== null}
        type={editing === 'new' ? null : editing}
        IDSchool={me.fkSchool}
        onClose={() => setEditing(null)}
        onSaved={() => (setEditing(null), setNotice(t('documents.typeSaved')))}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="document-types-notice" />
    </Stack>
  )
}
