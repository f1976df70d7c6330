import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { promotionPreviewQuery } from './documents'
import { usePromote } from './hooks'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

/**
 * /childrenlist/promotechild: the year-end promotion. The server proposes every child's next level and class (by
 * age, promotion dates and class sizes); staff check it and apply it in one go.
 */
export default function PromotionPage() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const preview = useGqlQuery(promotionPreviewQuery, { IDSchool: me.fkSchool })
  const promote = usePromote()
  const [moved, setMoved] = useState<number | null>(null)
  const rows = preview.data?.getPromotionPreview ?? []
  const apply = async () => {
    const items = rows.map((r) => ({
      childID: r.child.ID,
      levelID: r.toLevel?.ID ?? null,
      classID: r.class?.ID ?? null,
      from: r.from,
      moveReason: r.moveReason,
    }))
    setMoved(
      (await promote.mutateAsync({ IDSchool: me.fkSchool, items })).promoteChildrenAndAssignClass.moved,
    )
  }
  return (
    <Stack spacing={2} data-testid="promotion">
      <Typography variant="h5" component="h1">
        {t('classes.promotionTitle')}
      </Typography>
      <Typography color="text.secondary">{t('classes.promotionHelp')}</Typography>
      {moved !== null && (
        <Alert severity="success" data-testid="promotion-done">
          {t('classes.promotionApplied', { count: moved })}
        </Alert>
      )}
      <FormErrorAlert message={promote.error?.message} />
      {preview.data && rows.length === 0 && (
        <Typography data-testid="promotion-empty">{t('classes.promotionEmpty')}</Typography>
      )}
      {rows.length > 0 && (
        <>
          <Table size="small" data-testid="promotion-preview">
            <TableHead>
              <TableRow>
                <TableCell>{t('classes.name')}</TableCell>
                <TableCell>{t('classes.centre')}</TableCell>
                <TableCell>{t('classes.level')}</TableCell>
                <TableCell>{t('classes.nextLevel')}</TableCell>
                <TableCell>{t('classes.class')}</TableCell>
                <TableCell>{t('classes.from')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.child.ID} data-testid={`promotion-row-${r.child.ID}`}>
                  <TableCell>
                    {r.child.firstname} {r.child.lastname}
                  </TableCell>
                  <TableCell>{r.centre.label}</TableCell>
                  <TableCell>{r.fromLevel.label}</TableCell>
                  <TableCell>{r.toLevel?.label ?? t('classes.graduates')}</TableCell>
                  <TableCell>
                    {r.class?.label ??
                      (r.warning === 'classes_full'
                        ? t('classes.warning_classes_full')
                        : r.warning
                          ? t('classes.warning_no_class')
                          : '')}
                  </TableCell>
                  <TableCell>{r.from}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Button
            variant="contained"
            onClick={apply}
            disabled={promote.isPending}
            data-testid="promotion-apply"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('classes.promotionApply')}
          </Button>
        </>
      )}
    </Stack>
  )
}
