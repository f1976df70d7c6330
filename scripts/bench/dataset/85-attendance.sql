-- Attendance: a school year of the register for every bench child placed in a class (about 12 million marks at
-- 50,000 children: 250 weekdays, one child in twenty absent on a day, the rest checked in and out), a health check
-- at each arrival (one in two hundred with a fever), and a late pickup billed as a charge for one check-out in
-- fifty. The number of weekdays scales with bench_size's children, like every other file.

create temp table bench_attendance_day as
select d::date as day
from generate_series(
  (now() at time zone 'Asia/Singapore')::date - (350 * (select children from bench_size) / 50000),
  (now() at time zone 'Asia/Singapore')::date - 1, interval '1 day') d
where extract(isodow from d) < 6;
analyze bench_attendance_day;

-- The tables' own indexes (not the primary keys) are dropped for the load and built again at the end: building an
-- index once over 12 million sorted rows is several times faster than keeping it up to date row by row.
set maintenance_work_mem = '512MB';
create temp table bench_attendance_index as
select i.indexname, i.indexdef
from pg_indexes i
where i.schemaname = 'public'
  and i.tablename in ('attendance_entries', 'health_checks', 'late_pickups', 'staff_attendances')
  and not exists (select 1 from pg_constraint c where c.conindid = ('public.' || quote_ident(i.indexname))::regclass);
do $$
declare r record;
begin
  for r in select indexname from bench_attendance_index loop
    execute 'drop index public.' || quote_ident(r.indexname);
  end loop;
end $$;

-- Marks in date order, as the register writes them: the (centre, date) and (child, date) indexes stay compact.
insert into attendance_entries (fk_school, fk_centre, fk_class, fk_child, date, session_id, type, time, reason,
  recorded_by)
select cc.fk_school, cl.fk_centre, cc.fk_class, cc.fk_child, d.day, 1, m.type,
  (d.day + m.at) at time zone 'Asia/Singapore',
  case when m.type = 'absent' then 'Unwell' end, null
from bench_attendance_day d
join child_classes cc on cc.from_date <= d.day and (cc.to_date is null or cc.to_date >= d.day)
join bench_child ch on ch.id = cc.fk_child
join classes cl on cl.id = cc.fk_class
cross join lateral (
  select 'check_in' as type, time '07:30' + floor(pg_temp.rnd(cc.fk_child, d.day - date '2000-01-01', 81) * 105) * interval '1 minute' as at
  where pg_temp.rnd(cc.fk_child, d.day - date '2000-01-01', 80) >= 0.05
  union all
  select 'check_out', time '17:00' + floor(pg_temp.rnd(cc.fk_child, d.day - date '2000-01-01', 82) * 140) * interval '1 minute'
  where pg_temp.rnd(cc.fk_child, d.day - date '2000-01-01', 80) >= 0.05
  union all
  select 'absent', time '08:00'
  where pg_temp.rnd(cc.fk_child, d.day - date '2000-01-01', 80) < 0.05
) m
order by d.day, cl.fk_centre, cc.fk_class, cc.fk_child;

insert into health_checks (fk_school, fk_centre, fk_child, fk_entry, date, time, type, temperature_tenths, fever)
select e.fk_school, e.fk_centre, e.fk_child, e.id, e.date, e.time, 'arrival', t.tenths, t.tenths >= 375
from attendance_entries e
join bench_child ch on ch.id = e.fk_child
cross join lateral (select case when pg_temp.rnd(e.id, 83) < 0.005 then 380 else 360 + floor(pg_temp.rnd(e.id, 84) * 12)::int end as tenths) t
where e.type = 'check_in';

-- Check-outs after 19:10 (the default closing time and grace) are late: blocks of 15 minutes at $10.
insert into late_pickups (fk_school, fk_centre, fk_child, fk_entry, date, picked_by, pickup_time, quantity, fee_cents)
select e.fk_school, e.fk_centre, e.fk_child, e.id, e.date, 'Grandparent', e.time, q.blocks, q.blocks * 1000
from attendance_entries e
join bench_child ch on ch.id = e.fk_child
cross join lateral (
  select ceil(extract(epoch from (e.time - ((e.date + time '19:00') at time zone 'Asia/Singapore'))) / 900)::int as blocks
) q
where e.type = 'check_out' and e.time > (e.date + time '19:10') at time zone 'Asia/Singapore';

insert into charges (fk_school, fk_centre, fk_child, charge_date, source, source_id, label, quantity,
  unit_price_cents, amount_cents, taxable, cda_payable)
select lp.fk_school, lp.fk_centre, lp.fk_child, lp.date, 'late_pickup', lp.id, 'Late pickup on ' || lp.date,
  lp.quantity, 1000, lp.fee_cents, false, false
from late_pickups lp join bench_child ch on ch.id = lp.fk_child;

-- The staff register: every teacher of the bench's classes on each weekday, in from 07:00 and out from 18:00, one
-- day in twenty-five on leave (two teachers per class: about 1.5 million rows a year at 50,000 children).
insert into staff_attendances (fk_school, fk_centre, fk_teacher, date, session_id, status, check_in, check_out, remarks)
select te.fk_school, te.fk_centre, te.id, d.day, 1,
  case when pg_temp.rnd(te.id, d.day - date '2000-01-01', 85) < 0.04 then 'leave' else 'present' end,
  case when pg_temp.rnd(te.id, d.day - date '2000-01-01', 85) >= 0.04
    then (d.day + time '07:00' + floor(pg_temp.rnd(te.id, d.day - date '2000-01-01', 86) * 45) * interval '1 minute')
      at time zone 'Asia/Singapore' end,
  case when pg_temp.rnd(te.id, d.day - date '2000-01-01', 85) >= 0.04
    then (d.day + time '18:00' + floor(pg_temp.rnd(te.id, d.day - date '2000-01-01', 87) * 60) * interval '1 minute')
      at time zone 'Asia/Singapore' end,
  case when pg_temp.rnd(te.id, d.day - date '2000-01-01', 85) < 0.04 then 'Annual leave' end
from bench_attendance_day d
cross join teachers te
where exists (select 1 from class_teachers ct join classes cl on cl.id = ct.fk_class
  where ct.fk_teacher = te.id and te.lastname = cl.label || ' ' || cl.id)
order by d.day, te.fk_centre, te.id;

do $$
declare r record;
begin
  for r in select indexdef from bench_attendance_index loop
    execute r.indexdef;
  end loop;
end $$;
reset maintenance_work_mem;

analyze attendance_entries;
analyze staff_attendances;
analyze health_checks;
analyze late_pickups;
analyze charges;
