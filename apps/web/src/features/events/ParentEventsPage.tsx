import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListContent } from '../../components/list/ListContent'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { RsvpCard } from './components/RsvpCard'
import { useMyEvents } from './hooks'

/** /events: the parent's children's events, one card per child and event, with the RSVP on the card. */
export default function ParentEventsPage() {
  const { t } = useTranslation()
  const query = useMyEvents()
  const [notice, setNotice] = useNotice()
  // The bell of new photos opens /events?event=<id>: that event's albums show at once.
  const opened = Number(useSearchParams()[0].get('event'))
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('events.myEvents')}
      </Typography>
      <ListContent
        query={query}
        isEmpty={(data) => data.getMyEvents.length === 0}
        emptyText={t('events.myEmpty')}
        testId="my-events"
      >
        {(data) =>
          data.getMyEvents.map((item) => (
            <RsvpCard
              key={`${item.event.ID}-${item.childID}`}
              item={item}
              albumOpen={item.event.ID === opened}
              onNotice={setNotice}
            />
          ))
        }
      </ListContent>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="my-events-notice" />
    </Stack>
  )
}
