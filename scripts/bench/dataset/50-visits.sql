-- Visits: every centre publishes centre-visit and trial times (weekdays 09:00-12:00, 30-minute slots of four
-- families) in half-year availabilities from three years ago to half a year ahead; enquiries that reached the
-- visit or trial steps (and some cancelled ones) booked one, two for those past the trial, 150,000 in all,
-- at a slot of the availability that covers the day. Slot rows hold what the live visits take.
create temp table bench_avail as
select (select coalesce(max(id), 0) from visit_availabilities) + row_number() over (order by bc.id, t.type, k) as id,
  bc.id as centre, bc.school, t.type, k,
  (date_trunc('month', now() - interval '3 years') + interval '6 months' * k)::date as start_date,
  (date_trunc('month', now() - interval '3 years') + interval '6 months' * (k + 1) - interval '1 day')::date as end_date
from bench_centre bc cross join (values ('centre_visit'), ('trial')) t(type) cross join generate_series(0, 6) k;
create index on bench_avail (centre, type, k);
analyze bench_avail;

insert into visit_availabilities (id, fk_school, fk_centre, visit_type, start_date, end_date, from_time, to_time,
  recur_type, recur_on_days, slot_minutes, families_per_slot, created_at)
select id, school, centre, type, start_date, end_date, '09:00', '12:00', 'weekly', '{1,2,3,4,5}', 30, 4,
  start_date - interval '14 days'
from bench_avail;

create temp table bench_visit as
with wanted as (
  select e.*, v.n as nth, case when v.n = 0 then 'centre_visit' else 'trial' end as type
  from bench_enquiry e cross join lateral generate_series(0, case when e.state >= 20 then 1 else 0 end) v(n)
  where e.state >= 11 or (e.state = 3 and e.r < 0.15)
), dated as (
  select w.*,
    (w.created + interval '1 day' * (3 + w.nth * 14 + floor(pg_temp.rnd(w.n, w.k, w.nth, 51) * 14)))::date as day
  from wanted w
), weekday as (
  -- Weekends move to the Monday after.
  select d.*, d.day + case extract(isodow from d.day) when 6 then 2 when 7 then 1 else 0 end as visit_day from dated d
)
select (select coalesce(max(id), 0) from visits) + row_number() over (order by w.id, w.nth) as id, w.id as enquiry_id,
  w.school, w.centre, w.user_id, w.state, w.n, w.k, w.nth, w.type, w.created,
  (w.visit_day + time '09:00' + interval '30 minutes' * floor(pg_temp.rnd(w.n, w.k, w.nth, 52) * 6))
    at time zone 'Asia/Singapore' as visit_from,
  a.id as availability
from weekday w
join bench_avail a on a.centre = w.centre and a.type = w.type
  and a.k = floor((w.visit_day - (date_trunc('month', now() - interval '3 years'))::date) / 182.625)::int
  and w.visit_day between a.start_date and a.end_date
-- A random subset when there are more candidates than visits wanted, so every brand keeps its share.
order by pg_temp.rnd(w.id, w.nth, 54)
limit (select visits from bench_size);

insert into visits (id, fk_school, fk_enquiry, fk_centre, fk_user, fk_visit_availability, visit_type, visit_from,
  visit_to, status, completed, trial_period_fee, trial_period_payment_status, created_at)
select v.id, v.school, v.enquiry_id, v.centre, v.user_id, v.availability, v.type, v.visit_from,
  v.visit_from + interval '30 minutes', v.status, v.status = 'completed',
  case when v.type = 'trial' and v.school = 2 then 2500 end,
  case when v.type = 'trial' and v.school = 2 then 'completed' end, v.created
from (
  select bv.*,
    case
      when bv.state = 3 then 'cancelled'
      when bv.visit_from > now() then 'created'
      when pg_temp.rnd(bv.n, bv.k, bv.nth, 53) < 0.8 then 'completed'
      when pg_temp.rnd(bv.n, bv.k, bv.nth, 53) < 0.9 then 'rejected'
      when pg_temp.rnd(bv.n, bv.k, bv.nth, 53) < 0.95 then 'skipped'
      else 'created'
    end as status
  from bench_visit bv
) v;

insert into visit_slots (fk_visit_availability, slot_from, capacity, booked)
select fk_visit_availability, visit_from, greatest(4, count(*)), count(*)
from visits
where fk_visit_availability in (select id from bench_avail) and status in ('created', 'completed')
group by fk_visit_availability, visit_from;
