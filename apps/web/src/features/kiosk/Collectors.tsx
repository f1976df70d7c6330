import Avatar from '@mui/material/Avatar'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { KioskIdentifyFamilyMutation } from '../../generated/graphql'

type Child = KioskIdentifyFamilyMutation['kioskIdentify'][number]

/**
 * Who may collect a child, for the staff at the door to compare with who stands there: the parents, then the
 * authorised pickup persons with their photos (large enough to recognise a face on a tablet).
 */
export function Collectors({ child }: { child: Child }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={1} data-testid={`kiosk-collectors-${child.ID}`}>
      <Typography variant="subtitle2">{t('kiosk.collectors', { name: child.firstname })}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {child.collectors.map((p) => (
          <Stack
            key={`${p.name}-${p.mobileEnding}`}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
            data-testid="kiosk-collector"
          >
            <Avatar
              src={p.photoURL ?? undefined}
              alt={t('kiosk.photoOf', { name: p.name })}
              sx={{ width: 72, height: 72 }}
            >
              {p.name.slice(0, 1)}
            </Avatar>
            <Stack>
              <Typography>{p.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {p.relation} · {t('kiosk.mobileEnding', { digits: p.mobileEnding })}
              </Typography>
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}
