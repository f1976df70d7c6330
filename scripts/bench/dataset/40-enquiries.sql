-- Enquiries: one to nine per child (five on average, 250,000 in all) at different centres of the brand, the first
-- at a centre picked by weight and the others near it; created over three years (more recently, more), older ones
-- more often cancelled; the open ones spread over every state; one activity row each.
create temp table bench_enquiry as
select (select coalesce(max(id), 0) from enquiries) + row_number() over (order by ch.n, k) as id, ch.id as child_id, ch.n,
  ch.family, ch.school, ch.user_id, ch.level_id, k,
  now() - interval '3 years' * power(pg_temp.rnd(ch.n, k, 41), 1.6) as created,
  pg_temp.rnd(ch.n, k, 42) as r
from bench_child ch cross join lateral generate_series(0, floor(pg_temp.rnd(ch.n, 31) * 9)::int) k;

alter table bench_enquiry add column centre int, add column state int;
analyze bench_enquiry;
update bench_enquiry e set centre = bc2.id
from bench_pick bp, bench_centre bc, bench_centre bc2, bench_school s
where bp.school = e.school and bc.id = bp.pick[1 + floor(pg_temp.rnd(e.n, 32) * 1000)::int]
  and s.id = e.school and bc2.school = e.school and bc2.idx = (bc.idx + 7 * e.k) % s.centres;

-- Age in [0, 1]: 0 today, 1 three years ago.
update bench_enquiry e set state = case
    when e.r < 0.3 + 0.35 * extract(epoch from now() - e.created) / extract(epoch from interval '3 years') then 3
    when e.r < 0.31 + 0.35 * extract(epoch from now() - e.created) / extract(epoch from interval '3 years') then 4
    else (array[1, 2, 2, 2, 2, 2, 11, 11, 12, 12, 13, 13, 14, 15, 21, 22, 22, 23, 24, 25, 30, 31, 32, 33, 34, 35, 36, 37])
      [1 + floor(pg_temp.rnd(e.n, e.k, 43) * 28)::int]
  end;

insert into enquiries (id, fk_school, fk_centre, fk_user, fk_child, fk_level, fk_program, fk_enquiry_state,
  firstname, lastname, child_firstname, child_lastname, enrollment_plan, active, source, vacancy_available,
  created_at, updated_at)
select e.id, e.school, e.centre, e.user_id, e.child_id, e.level_id,
  (select p.id from programs p where p.fk_level = e.level_id order by p.id
   offset floor(pg_temp.rnd(e.n, e.k, 44) * 3)::int limit 1),
  e.state, 'Parent' || e.family, 'Family' || e.family, 'Child' || e.n, 'Family' || e.family,
  (date_trunc('month', e.created) + interval '1 month' * (1 + floor(pg_temp.rnd(e.n, e.k, 45) * 6))
    + case when pg_temp.rnd(e.n, e.k, 46) < 0.3 then interval '14 days' else interval '0' end)::date,
  -- Inactive: one in twenty, enquiries that ended (enrolled elsewhere, withdrawn).
  e.r < 0.94, 'enquiry_form', pg_temp.rnd(e.n, e.k, 47) < 0.5, e.created, e.created
from bench_enquiry e;

insert into enquiry_activities (fk_school, fk_enquiry, fk_from_state, fk_to_state, fk_user, action, created_at)
select e.school, e.id, null, e.state, e.user_id, 'created', e.created from bench_enquiry e;
