-- Capacity change requests: six per centre over two years, the last one pending at three centres in ten; the others
-- approved (seven in ten), rejected or recalled. Each has one to three changes and its activity (submitted, then the
-- decision); approved ones wrote their capacity record. Requested by the centre's principal, decided by an HQ user.
create temp table bench_draft as
select (select coalesce(max(id), 0) from capacity_drafts) + row_number() over (order by bc.id, g) as id,
  bc.school, bc.id as centre, g,
  case
    -- A demo centre may already have its pending request (the demo seed's).
    when g = 6 and pg_temp.rnd(bc.id, 71) < 0.3
      and not exists (select 1 from capacity_drafts p where p.fk_centre = bc.id and p.status = 'pending') then 'pending'
    when g = 6 or pg_temp.rnd(bc.id, g, 72) < 0.7 then 'approved'
    when pg_temp.rnd(bc.id, g, 73) < 0.5 then 'rejected'
    else 'cancelled'
  end as status,
  date_trunc('month', now() - interval '2 years' + interval '4 months' * g)::date as first_month,
  now() - interval '2 years' + interval '4 months' * g - interval '10 days' as created_at,
  (select st.user_id from bench_staff st where st.centre = bc.id and st.kind = 0) as requester,
  (select st.user_id from bench_staff st where st.school = bc.school and st.role = 'hq_admin' order by st.n limit 1)
    as approver
from bench_centre bc cross join generate_series(1, 6) g;

insert into capacity_drafts (id, fk_school, fk_centre, status, year, fk_requester, fk_approver, decided_at,
  created_at, updated_at)
select d.id, d.school, d.centre, d.status, extract(year from d.first_month)::int, d.requester,
  case when d.status in ('approved', 'rejected') then d.approver end,
  case when d.status <> 'pending' then d.created_at + interval '2 days' end,
  d.created_at, d.created_at + interval '2 days'
from bench_draft d;

insert into capacity_draft_items (fk_school, fk_draft, fk_level, date, capacity)
select d.school, d.id, l.id, d.first_month, 10 + (d.id * 7 + l.id) % 40
from bench_draft d
cross join lateral (
  select lv.id, row_number() over (order by pg_temp.rnd(d.id, lv.id, 74)) as k
  from levels lv where lv.fk_school = d.school
) l
where l.k <= 1 + floor(pg_temp.rnd(d.id, 75) * 3)::int;

insert into capacity_draft_logs (fk_school, fk_draft, status, remark, fk_user, created_at)
select d.school, d.id, 'pending', 'Planned intake ' || d.g, d.requester, d.created_at from bench_draft d
union all
select d.school, d.id, d.status, case when d.status <> 'approved' then 'Not this term' end,
  case when d.status = 'cancelled' then d.requester else d.approver end, d.created_at + interval '2 days'
from bench_draft d where d.status <> 'pending';

insert into centre_capacities (fk_school, fk_centre, fk_level, date, capacity, fk_draft)
select d.school, d.centre, i.fk_level, i.date, i.capacity, d.id
from bench_draft d join capacity_draft_items i on i.fk_draft = d.id
where d.status = 'approved';
