import { events, eventScopes } from '../../db/schema'
import type { TestSchool } from './school'

/** A published event of a centre in 2099 (always ahead), families seeing it since 2020; a free one with no guests. */
export async function buildEvent(
  school: TestSchool,
  opts: { centreId: number; creatorId: number; approverId?: number },
): Promise<number> {
  const [event] = await school.db
    .insert(events)
    .values({
      fkSchool: school.id,
      status: 'published',
      title: 'Matrix Day',
      eventType: 'Concert',
      from: new Date('2099-06-01T01:00:00Z'),
      to: new Date('2099-06-01T03:00:00Z'),
      publishDate: '2020-01-01',
      rsvpDeadline: new Date('2099-05-30T00:00:00Z'),
      location: 'Hall',
      fkCreator: opts.creatorId,
      fkSubmitter: opts.creatorId,
      fkApprover: opts.approverId ?? null,
    })
    .returning({ id: events.id })
  await school.db
    .insert(eventScopes)
    .values({ fkSchool: school.id, fkEvent: event.id, fkCentre: opts.centreId })
  return event.id
}
