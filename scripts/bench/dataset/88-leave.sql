-- Leave (issue 28, decisions 0061 and 0070): a school year of requests at a large operator's rate, from six months
-- ago to six months ahead. Each child with a seat asks about three times a year (medical leave of a day or two, a
-- family trip of up to five days, a day or half day off), each teacher about six times (annual and medical leave).
-- Past requests are decided (most approved, some rejected or withdrawn), coming ones pending or approved, so the
-- calendar and the Leave tab read a centre's month of them and the child's tab and /myleave a subject's year. A
-- subject's requests fall in separate parts of the year, so none overlap (the service's rule).

insert into leave_types (fk_school, code, label, half_day_applicable, applicable_to_staff, applicable_to_child,
  approve_required)
select s.id, t.code, t.label, t.half, t.staff, t.child, t.approve
from schools s cross join (values
  ('AL', 'Annual leave', true, true, true, true),
  ('MC', 'Medical leave', false, true, true, false),
  ('CCL', 'Childcare leave', true, true, false, true),
  ('HL', 'Hospitalisation leave', false, true, true, false)
) as t(code, label, half, staff, child, approve)
where not exists (select 1 from leave_types x where x.fk_school = s.id and x.code = t.code);

create temp table bench_leave_day as select (now() at time zone 'Asia/Singapore')::date as today;

-- Children: the k-th request of a child starts in the k-th third of the year.
insert into leave_requests (fk_school, fk_centre, fk_child, fk_leave_type, from_date, to_date, half_day, status,
  approve_required, remark, fk_requested_by, fk_approver, decided_at, created_at, updated_at)
select seat.fk_school, seat.fk_centre, seat.fk_child, lt.id, r.from_date, r.from_date + r.days - 1, r.half,
  s.status, lt.approve_required, r.remark, ch.user_id,
  case when s.status in ('approved', 'rejected') and lt.approve_required then hq.user_id end,
  case when s.status in ('approved', 'rejected') then r.from_date - 3 end,
  r.from_date - 7, r.from_date - 3
from child_levels seat
join bench_child ch on ch.id = seat.fk_child
cross join bench_leave_day d
cross join generate_series(1, 3) k
join lateral (select st.user_id from bench_staff st where st.school = seat.fk_school and st.role = 'hq_admin'
  order by st.n limit 1) hq on true
cross join lateral (select
  d.today - 182 + (k - 1) * 121 + floor(pg_temp.rnd(ch.n, k, 87) * 110)::int as from_date,
  case k when 1 then 1 + (ch.n % 2)::int when 2 then 2 + (ch.n % 4)::int else 1 end as days,
  case when k = 3 and ch.n % 5 = 0 then (array['am', 'pm'])[(1 + (ch.n / 5) % 2)::int] end as half,
  case k when 1 then 'Fever, clinic MC attached' when 2 then 'Family trip' else 'Family matter' end as remark,
  case k when 1 then 'MC' else 'AL' end as code) r
join leave_types lt on lt.fk_school = seat.fk_school and lt.code = r.code
cross join lateral (select case
  when r.from_date < d.today then case
    when pg_temp.rnd(ch.n, k, 871) < 0.85 or not lt.approve_required then 'approved'
    when pg_temp.rnd(ch.n, k, 871) < 0.93 then 'rejected' else 'cancelled' end
  when lt.approve_required and pg_temp.rnd(ch.n, k, 871) < 0.5 then 'pending'
  else 'approved' end as status) s
where seat.to_date is null;

-- Teachers: six requests a year, one in each sixty days; the second and fifth are medical leave.
insert into leave_requests (fk_school, fk_centre, fk_teacher, fk_leave_type, from_date, to_date, status,
  approve_required, remark, fk_requested_by, fk_approver, decided_at, created_at, updated_at)
select te.fk_school, te.fk_centre, te.id, lt.id, r.from_date, r.from_date + r.days - 1, s.status,
  lt.approve_required, r.remark, coalesce(te.fk_user, hq.user_id),
  case when s.status in ('approved', 'rejected') and lt.approve_required then hq.user_id end,
  case when s.status in ('approved', 'rejected') then r.from_date - 5 end,
  r.from_date - 14, r.from_date - 5
from teachers te
cross join bench_leave_day d
cross join generate_series(1, 6) k
join lateral (select st.user_id from bench_staff st where st.school = te.fk_school and st.role = 'hq_admin'
  order by st.n limit 1) hq on true
cross join lateral (select
  d.today - 182 + (k - 1) * 60 + floor(pg_temp.rnd(te.id, k, 872) * 50)::int as from_date,
  case when k in (2, 5) then 1 + (te.id % 2)::int else 1 + (te.id % 5)::int end as days,
  case when k in (2, 5) then 'Unwell, MC attached' else 'Annual leave' end as remark,
  case when k in (2, 5) then 'MC' else 'AL' end as code) r
join leave_types lt on lt.fk_school = te.fk_school and lt.code = r.code
cross join lateral (select case
  when r.from_date < d.today then case
    when pg_temp.rnd(te.id, k, 873) < 0.9 or not lt.approve_required then 'approved'
    when pg_temp.rnd(te.id, k, 873) < 0.95 then 'rejected' else 'cancelled' end
  when lt.approve_required and pg_temp.rnd(te.id, k, 873) < 0.4 then 'pending'
  else 'approved' end as status) s
where te.active;

analyze leave_types;
analyze leave_requests;
