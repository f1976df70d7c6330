-- Identity: the families' parent accounts (a second guardian in three families of ten), staff for every centre
-- (a principal and two centre staff, each scoped to it) and four HQ staff per brand, with their roles, and signed-in
-- sessions with known tokens for the benchmark's callers (`bench-hq`, `bench-centre-staff`, `bench-parent`).

-- Families: 70% with one child, 22% with two, 8% with three; the brand follows the family's position.
create temp table bench_family as
with f as (
  select g as n, case when pg_temp.rnd(g, 11) < 0.7 then 1 when pg_temp.rnd(g, 11) < 0.92 then 2 else 3 end as kids
  from generate_series(1, 40000) g
), numbered as (
  select n, case when n = 1 then 3 else kids end as kids,
    sum(case when n = 1 then 3 else kids end) over (order by n) as last_child
  from f
), 
kept as (
  select n, kids, last_child, count(*) over () as families from numbered
  where last_child - kids < (select children from bench_size)
)
select n, kids, last_child - kids + 1 as first_child,
  (select s.id from bench_school s where s.family_from <= (n - 1)::float8 / families
   order by s.family_from desc limit 1) as school,
  (select coalesce(max(id), 0) from users) + n as user_id,
  pg_temp.rnd(n, 12) < 0.3 as has_guardian
from kept;
alter table bench_family add primary key (n);
analyze bench_family;

create temp table bench_base as
select (select coalesce(max(id), 0) from users) + (select count(*) from bench_family) as guardian_base;

insert into users (id, fk_school, email, firstname, lastname, birthdate, gender, mobile_phone,
  mobile_phone_country_code, registered_at, created_at)
select f.user_id, f.school, 'parent' || f.n || '@bench.example', 'Parent' || f.n, 'Family' || f.n,
  date '1975-01-01' + (pg_temp.rnd(f.n, 13) * 7000)::int, case when f.n % 2 = 0 then 'female' else 'male' end,
  (80000000 + f.n)::text, '+65', now() - interval '3 years' * pg_temp.rnd(f.n, 14),
  now() - interval '3 years' * pg_temp.rnd(f.n, 14)
from bench_family f;

insert into users (id, fk_school, email, firstname, lastname, mobile_phone, mobile_phone_country_code, created_at)
select b.guardian_base + f.n, f.school, 'guardian' || f.n || '@bench.example', 'Guardian' || f.n, 'Family' || f.n,
  (90000000 + f.n)::text, '+65', now() - interval '3 years' * pg_temp.rnd(f.n, 14)
from bench_family f cross join bench_base b where f.has_guardian;

insert into parents (fk_school, fk_user, monthly_income, nationality, race)
select u.fk_school, u.id, '$6,001 - $7,500', 'Singapore Citizen', 'Chinese'
from users u where u.email like '%@bench.example';

insert into user_roles (fk_user, fk_role)
select u.id, r.id from users u join roles r on r.fk_school = u.fk_school and r.name = 'parent'
where u.email like '%@bench.example';

insert into access_controls (fk_user, fk_school)
select u.id, u.fk_school from users u where u.email like '%@bench.example';

-- Staff: kind 0 principal, 1 and 2 centre staff of a centre; HQ ones have no centre.
create temp table bench_staff as
select row_number() over (order by school, centre, kind) as n, * from (
  select bc.school, bc.id as centre, k as kind, case when k = 0 then 'principal' else 'centre_staff' end as role
  from bench_centre bc cross join generate_series(0, 2) k
  union all
  select s.id, null, k, 'hq_admin' from bench_school s cross join generate_series(1, 4) k
) s;
alter table bench_staff add column user_id int;
update bench_staff set user_id = (select coalesce(max(id), 0) from users) + n;
alter table bench_staff add primary key (n);

insert into users (id, fk_school, email, firstname, lastname, mobile_phone, mobile_phone_country_code,
  is_hq_staff, has_centre_scope_access)
select st.user_id, st.school, 'staff' || st.n || '@bench.example', 'Staff' || st.n, initcap(st.role),
  (70000000 + st.n)::text, '+65', st.role = 'hq_admin', st.role = 'principal'
from bench_staff st;

insert into staff (fk_school, fk_user, staff_id)
select st.school, st.user_id, 'BS' || lpad(st.n::text, 5, '0') from bench_staff st;

insert into user_roles (fk_user, fk_role)
select st.user_id, r.id from bench_staff st join roles r on r.fk_school = st.school and r.name = st.role;

insert into access_controls (fk_user, fk_school, fk_centre)
select st.user_id, st.school, null from bench_staff st
union all
select st.user_id, st.school, st.centre from bench_staff st where st.centre is not null;

-- The benchmark's callers: HQ of the largest brand, centre staff and the principal of its busiest centre, the first
-- family's parent.
insert into sessions (fk_user, token_hash, expires_at)
select user_id, encode(sha256(convert_to(token, 'UTF8')), 'hex'), now() + interval '1 day'
from (
  (select st.user_id, 'bench-hq' as token from bench_staff st where st.school = 1 and st.role = 'hq_admin'
   order by st.n limit 1)
  union all
  (select st.user_id, 'bench-centre-staff' from bench_staff st join bench_centre bc on bc.id = st.centre
   where st.school = 1 and st.kind = 1 order by bc.weight desc, bc.id limit 1)
  union all
  (select st.user_id, 'bench-principal' from bench_staff st join bench_centre bc on bc.id = st.centre
   where st.school = 1 and st.kind = 0 order by bc.weight desc, bc.id limit 1)
  union all
  (select user_id, 'bench-parent' from bench_family where n = 1)
  union all
  -- The invoice run's maker and issuer in each brand (scripts/bench/invoice-run.mjs).
  (select user_id, 'bench-run-' || school || '-' || k
   from (select st.user_id, st.school, row_number() over (partition by st.school order by st.n) as k
     from bench_staff st where st.role = 'hq_admin') hq
   where k <= 2)
) callers;
