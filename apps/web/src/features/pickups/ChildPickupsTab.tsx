import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { MAX_AUTHORISED_PICKUPS } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '../../components/DeleteDialog'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import type { Pickup } from './documents'
import { useChildPickups, useRemovePickup } from './hooks'
import { PickupForm } from './PickupForm'

/**
 * The child profile's Pickups tab: who besides the parents may collect the child, with their photos (shown again
 * at the kiosk at check-out). Those who may change the list (`canEdit`: the parents, centre staff with attendance
 * write) add, change and remove persons; the server decides again.
 */
export function ChildPickupsTab({ childId, canEdit }: { childId: number; canEdit: boolean }) {
  const { t } = useTranslation()
  const pickups = useChildPickups(childId)
  const remove = useRemovePickup()
  // null: no dialog; 'new': adding; a person: changing them.
  const [editing, setEditing] = useState<Pickup | 'new' | null>(null)
  const [removing, setRemoving] = useState<Pickup | null>(null)
  const count = pickups.data?.getChildAuthorisedPickups.length ?? 0
  const columns: Column<Pickup>[] = [
    {
      key: 'photo',
      header: t('pickups.photo'),
      card: 'line',
      cell: (p) => (
        <Avatar
          src={p.photoURL ?? undefined}
          alt={t('pickups.photoOf', { name: p.name })}
          sx={{ width: 56, height: 56 }}
          data-testid={`pickup-avatar-${p.ID}`}
        >
          {p.name.slice(0, 1)}
        </Avatar>
      ),
    },
    { key: 'name', header: t('pickups.name'), card: 'title', strong: true, cell: (p) => p.name },
    { key: 'relation', header: t('pickups.relation'), card: 'badge', cell: (p) => p.relation },
    { key: 'mobile', header: t('pickups.mobile'), nowrap: true, cell: (p) => p.mobile },
  ]
  return (
    <Stack spacing={2} sx={{ pt: 2 }} data-testid="child-pickups">
      <Typography color="text.secondary">{t('pickups.intro')}</Typography>
      {canEdit &&
        (count >= MAX_AUTHORISED_PICKUPS ? (
          <Alert severity="info">{t('pickups.full')}</Alert>
        ) : (
          <Button
            variant="contained"
            onClick={() => setEditing('new')}
            disabled={!pickups.data}
            data-testid="pickup-add"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('pickups.add')}
          </Button>
        ))}
      <ResponsiveList
        query={pickups}
        rowsOf={(d) => d.getChildAuthorisedPickups}
        rowKey={(p) => p.ID}
        columns={columns}
        label={t('pickups.listLabel')}
        emptyText={t('pickups.empty')}
        testId="pickups"
        rowActions={
          canEdit
            ? (p) => (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setEditing(p)} data-testid={`pickup-edit-${p.ID}`}>
                    {t('pickups.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRemoving(p)}
                    data-testid={`pickup-remove-${p.ID}`}
                  >
                    {t('pickups.remove')}
                  </Button>
                </Stack>
              )
            : undefined
        }
      />
      {editing && (
        <PickupForm
          childId={childId}
          pickup={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog
        item={removing}
        title={removing ? t('pickups.removeTitle', { name: removing.name }) : ''}
        text={(p) => t('pickups.removeText', { name: p.name })}
        mutation={remove}
        variables={(p) => ({ childID: childId, pickupID: p.ID })}
        onClose={() => setRemoving(null)}
        onDeleted={() => setRemoving(null)}
        testId="pickup-remove"
      />
    </Stack>
  )
}
