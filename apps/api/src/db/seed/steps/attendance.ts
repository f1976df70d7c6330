import {
  AttendanceSetting,
  latePickupFee,
  NOTIFIABLE_SYMPTOMS_DEFAULT,
  singaporeDate,
} from '@preschool/domain'
import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm'
import { recordCharge } from '../../../modules/ledger'
import type { Tx } from '../../client'
import {
  attendanceChanges,
  attendanceEntries,
  childInjuries,
  healthChecks,
  latePickups,
  schoolConfigs,
  schools,
  symptomClusters,
} from '../../schema'

const DAY_MS = 86_400_000

/**
 * The demo schools' notifiable symptoms (decision 0076), as head office would set them on the settings screen: the
 * MOH-notifiable infections of young children and the gut and skin signs that spread through a class. The first is
 * the demo cluster's symptom.
 */
const DEMO_NOTIFIABLE_SYMPTOMS = [
  NOTIFIABLE_SYMPTOMS_DEFAULT[0],
  'Conjunctivitis',
  'Chickenpox',
  'Influenza-like illness',
  'Vomiting',
  'Diarrhoea',
  'Rash',
]

/**
 * Three weeks of the register for every class placement of the first demo school: weekdays from 21 days ago to
 * two days ago (yesterday and today stay open for the register screen and its browser test). About one child in
 * twenty is absent on a day, the rest come between 07:30 and 09:15 and leave between 17:00 and 18:50 (Singapore);
 * each arrival has a health check. The latest day then gets one fever and one late pickup billed as a charge.
 */
export async function insertDemoAttendance(tx: Tx, today: Date): Promise<void> {
  const demoSchools = await tx.select({ id: schools.id }).from(schools).orderBy(asc(schools.id))
  if (demoSchools.length)
    await tx.insert(schoolConfigs).values(
      demoSchools.map((s) => ({
        fkSchool: s.id,
        key: AttendanceSetting.notifiableSymptoms.key,
        value: DEMO_NOTIFIABLE_SYMPTOMS.join('\n'),
      })),
    )
  const school = demoSchools[0]
  if (!school) return
  const from = singaporeDate(new Date(today.getTime() - 21 * DAY_MS))
  const to = singaporeDate(new Date(today.getTime() - 2 * DAY_MS))
  // One statement per kind of row; hashtext gives every run the same "random" times and absences.
  await tx.execute(sql`
    with days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d
      where extract(isodow from d) < 6
    ),
    placed as (
      select placement.fk_child, placement.fk_class, klass.fk_centre, days.day,
        abs(hashtext(placement.fk_child || ':' || days.day)) as h
      from child_classes as placement
      join classes as klass on klass.id = placement.fk_class
      join days on placement.from_date <= days.day and (placement.to_date is null or placement.to_date >= days.day)
      where placement.fk_school = ${school.id}
    ),
    marks as (
      select fk_child, fk_class, fk_centre, day, 'check_in' as type,
        (day + time '07:30' + (h % 105) * interval '1 minute') at time zone 'Asia/Singapore' as at, h
      from placed where h % 20 <> 0
      union all
      select fk_child, fk_class, fk_centre, day, 'check_out',
        (day + time '17:00' + (h % 110) * interval '1 minute') at time zone 'Asia/Singapore', h
      from placed where h % 20 <> 0
      union all
      select fk_child, fk_class, fk_centre, day, 'absent', (day + time '08:00') at time zone 'Asia/Singapore', h
      from placed where h % 20 = 0
    )
    insert into ${attendanceEntries}
      (fk_school, fk_centre, fk_class, fk_child, date, session_id, type, time, reason)
    select ${school.id}, fk_centre, fk_class, fk_child, day, 1, type, at,
      case when type = 'absent' then (array['Unwell', 'Family trip', 'Medical appointment'])[1 + h % 3] end
    from marks`)
  await tx.execute(sql`
    insert into ${attendanceChanges} (fk_school, fk_entry, action, changes, changed_at)
    select fk_school, id, 'created', jsonb_build_object('type', jsonb_build_array(null, type)), time
    from ${attendanceEntries} where fk_school = ${school.id}`)
  await tx.execute(sql`
    insert into ${healthChecks} (fk_school, fk_centre, fk_child, fk_entry, date, time, type, temperature_tenths)
    select fk_school, fk_centre, fk_child, id, date, time, 'arrival', 360 + abs(hashtext(id::text)) % 12
    from ${attendanceEntries} where fk_school = ${school.id} and type = 'check_in'`)
  await markFeverAndLatePickup(tx, school.id, to)
  await insertDemoInjury(tx, school.id, to)
  await insertDemoCluster(tx, school.id, to)
}

/**
 * One symptom cluster on the dashboard: two children of one class with hand, foot and mouth disease (the first of
 * the demo schools' notifiable symptoms) at their health checks on the two latest seeded days.
 */
async function insertDemoCluster(tx: Tx, schoolId: number, day: string): Promise<void> {
  const symptom = DEMO_NOTIFIABLE_SYMPTOMS[0]
  const arrivals = (where: ReturnType<typeof and>) =>
    tx
      .select({
        id: healthChecks.id,
        childId: healthChecks.fkChild,
        date: healthChecks.date,
        entry: attendanceEntries,
      })
      .from(healthChecks)
      .innerJoin(attendanceEntries, eq(attendanceEntries.id, healthChecks.fkEntry))
      .where(and(eq(healthChecks.fkSchool, schoolId), eq(healthChecks.fever, false), where))
      .orderBy(desc(healthChecks.date), asc(healthChecks.id))
      .limit(1)
  const [last] = await arrivals(eq(healthChecks.date, day))
  if (!last) return
  const [first] = await arrivals(
    and(
      lt(healthChecks.date, day),
      eq(attendanceEntries.fkClass, last.entry.fkClass),
      ne(healthChecks.fkChild, last.childId),
    ),
  )
  if (!first) return
  for (const check of [first, last])
    await tx
      .update(healthChecks)
      .set({ symptoms: [symptom] })
      .where(eq(healthChecks.id, check.id))
  await tx.insert(symptomClusters).values({
    fkSchool: schoolId,
    fkCentre: last.entry.fkCentre,
    fkClass: last.entry.fkClass,
    symptom,
    firstDate: first.date,
    lastDate: last.date,
    childCount: 2,
  })
}

/**
 * One injury on the latest seeded day, of the demo parent's child when it was there (else of the first child
 * present), acknowledged by a parent the next morning, so the Health tab and the register show a real one.
 */
async function insertDemoInjury(tx: Tx, schoolId: number, day: string): Promise<void> {
  await tx.execute(sql`
    with hurt as (
      select entry.fk_centre, entry.fk_class, entry.fk_child, entry.time, entry.recorded_by
      from ${attendanceEntries} as entry
      left join child_relations as relation on relation.fk_child = entry.fk_child
      left join users as parent on parent.id = relation.fk_user and parent.email = 'parent@littlesteps.demo'
      where entry.fk_school = ${schoolId} and entry.date = ${day} and entry.type = 'check_in'
      order by parent.id is null, entry.fk_child
      limit 1
    )
    insert into ${childInjuries} (fk_school, fk_centre, fk_class, fk_child, date, side, point_top, point_left,
      injury_type, remarks, reported_at, acknowledged_by, acknowledged_at)
    select ${schoolId}, hurt.fk_centre, hurt.fk_class, hurt.fk_child, ${day}, 'front', 41, 27, 'bruise',
      'Bumped the left arm on the slide; cold compress applied, no swelling.', hurt.time + interval '3 hours',
      (select fk_user from child_relations where fk_child = hurt.fk_child order by id limit 1),
      case when exists (select 1 from child_relations where fk_child = hurt.fk_child)
        then hurt.time + interval '1 day' end
    from hurt`)
}

/** On the latest seeded day: one arrival with a fever, and one child collected 25 minutes after closing. */
async function markFeverAndLatePickup(tx: Tx, schoolId: number, day: string): Promise<void> {
  const [arrival] = await tx
    .select({ id: healthChecks.id })
    .from(healthChecks)
    .where(and(eq(healthChecks.fkSchool, schoolId), eq(healthChecks.date, day)))
    .orderBy(asc(healthChecks.id))
    .limit(1)
  if (arrival)
    await tx
      .update(healthChecks)
      .set({ temperatureTenths: 381, fever: true, symptoms: ['cough'] })
      .where(eq(healthChecks.id, arrival.id))
  const [out] = await tx
    .select()
    .from(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.fkSchool, schoolId),
        eq(attendanceEntries.date, day),
        eq(attendanceEntries.type, 'check_out'),
      ),
    )
    .orderBy(desc(attendanceEntries.id))
    .limit(1)
  if (!out) return
  const minutesLate = 25
  const time = new Date(`${day}T${AttendanceSetting.closingTime.fallback}:00+08:00`)
  time.setUTCMinutes(time.getUTCMinutes() + minutesLate)
  await tx
    .update(attendanceEntries)
    .set({ time, pickedBy: 'Grandmother' })
    .where(eq(attendanceEntries.id, out.id))
  const rule = {
    graceMinutes: AttendanceSetting.graceMinutes.fallback,
    blockMinutes: AttendanceSetting.blockMinutes.fallback,
    centsPerBlock: AttendanceSetting.centsPerBlock.fallback,
  }
  const fee = latePickupFee(minutesLate, rule)!
  const [late] = await tx
    .insert(latePickups)
    .values({
      fkSchool: schoolId,
      fkCentre: out.fkCentre,
      fkChild: out.fkChild,
      fkEntry: out.id,
      date: day,
      pickedBy: 'Grandmother',
      pickupTime: time,
      quantity: fee.quantity,
      feeCents: fee.feeCents,
    })
    .returning()
  await recordCharge(tx, {
    schoolId,
    centreId: out.fkCentre,
    childId: out.fkChild,
    chargeDate: day,
    source: 'late_pickup',
    sourceId: late.id,
    label: `Late pickup on ${day} (${minutesLate} min)`,
    quantity: fee.quantity,
    unitPriceCents: rule.centsPerBlock,
    taxable: false,
    cdaPayable: false,
  })
}
