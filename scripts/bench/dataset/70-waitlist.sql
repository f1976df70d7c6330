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

-- Each tagged enquiry's queue weight, the sum of its tags' weights (the waitlist module keeps it so).
update enquiries e set queue_weight = w.weight
from (select et.fk_enquiry, sum(t.weight)::int as weight from enquiry_tags et
  join waitlist_tags t on t.id = et.fk_tag group by et.fk_enquiry) w
where w.fk_enquiry = e.id;

insert into child_activity_logs (fk_school, fk_child, fk_enquiry, fk_user, mode, action, remark, created_at)
select e.fk_school, e.fk_child, e.id, null, 'note', 'note', 'Called the family (' || k || ')',
  e.created_at + interval '1 day' * k
from enquiries e cross join generate_series(1, 2) k
where pg_temp.rnd(e.id, 76) < 0.2 and (k = 1 or pg_temp.rnd(e.id, 77) < 0.5);

-- Seat offers: every open enquiry past the waitlist holds its seat from the month it wants; offered (with a due date
-- two weeks after the offer) while the family has not started registration (pre_registration, 31), accepted once
-- it has (32-37). Offered by the centre's principal.
insert into seat_offers (fk_school, fk_enquiry, fk_centre, fk_level, month, status, due_date, fk_user, created_at,
  updated_at)
select e.fk_school, e.id, e.fk_centre, e.fk_level, date_trunc('month', e.enrollment_plan)::date,
  case when e.fk_enquiry_state = 31 then 'offered' else 'accepted' end,
  case when e.fk_enquiry_state = 31 then (e.created_at + interval '44 days')::date end,
  st.user_id, e.created_at + interval '30 days', e.created_at + interval '30 days'
from enquiries e
join bench_staff st on st.centre = e.fk_centre and st.kind = 0
where e.active and e.fk_enquiry_state between 31 and 37
  and not exists (select 1 from seat_offers o where o.fk_enquiry = e.id);
