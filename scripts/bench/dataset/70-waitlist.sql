-- Waitlist: eight tags per brand (weights -20 to 50); one open enquiry in ten before enrolment carries one or two
-- of them; three in five such enquiries joined the waitlist (waitlisted_at) a few days after they were made; a
-- staff note or two on one enquiry in five.
insert into waitlist_tags (fk_school, description, weight, is_custom)
select s.id, 'Tag ' || t, (array[50, 40, 30, 20, 10, 5, 0, -20])[t], t > 4
from bench_school s cross join generate_series(1, 8) t;

update enquiries e set waitlisted_at = e.created_at + interval '1 day' * (3 + floor(pg_temp.rnd(e.id, 71) * 30))
where e.active and e.fk_enquiry_state not in (3, 4) and e.fk_enquiry_state < 30 and pg_temp.rnd(e.id, 72) < 0.6;

insert into enquiry_tags (fk_school, fk_enquiry, fk_tag, created_at)
select e.fk_school, e.id, t.id, e.created_at + interval '1 day'
from enquiries e
cross join lateral generate_series(1, 1 + floor(pg_temp.rnd(e.id, 73) * 2)::int) k
join waitlist_tags t on t.fk_school = e.fk_school
  and t.description = 'Tag ' || (1 + (floor(pg_temp.rnd(e.id, 74) * 8)::int + k) % 8)
where e.active and e.fk_enquiry_state not in (3, 4) and e.fk_enquiry_state < 30 and pg_temp.rnd(e.id, 75) < 0.1
on conflict do nothing;

insert into child_activity_logs (fk_school, fk_child, fk_enquiry, fk_user, mode, action, remark, created_at)
select e.fk_school, e.fk_child, e.id, null, 'note', 'note', 'Called the family (' || k || ')',
  e.created_at + interval '1 day' * k
from enquiries e cross join generate_series(1, 2) k
where pg_temp.rnd(e.id, 76) < 0.2 and (k = 1 or pg_temp.rnd(e.id, 77) < 0.5);
