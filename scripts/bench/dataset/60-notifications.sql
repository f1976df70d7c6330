-- Notifications: 175,000 bell entries over two years, four in five to parents (the benchmark's parent has 300)
-- and the rest to staff; seven in ten read.
insert into notifications (fk_school, fk_user, title, body, navigate, read, created_at)
select u.school, u.id, 'Update ' || g, 'Something changed about your enquiry (' || g || ').', '/enquiry/' || g,
  pg_temp.rnd(g, 62) < 0.7, now() - interval '2 years' * power(pg_temp.rnd(g, 63), 1.5)
from generate_series(1, (select notifications from bench_size) - 300) g
cross join lateral (
  select f.school, f.user_id as id from bench_family f
  where pg_temp.rnd(g, 61) < 0.8 and f.n = 1 + floor(pg_temp.rnd(g, 64) * (select count(*) from bench_family))::int
  union all
  select st.school, st.user_id from bench_staff st
  where pg_temp.rnd(g, 61) >= 0.8 and st.n = 1 + floor(pg_temp.rnd(g, 65) * (select count(*) from bench_staff))::int
) u
union all
select f.school, f.user_id, 'Update ' || g, 'Something changed about your enquiry.', null, g > 40,
  now() - interval '1 day' * g
from bench_family f cross join generate_series(1, 300) g where f.n = 1;
