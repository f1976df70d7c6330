-- Events: 24 per centre over two years (a month apart, from 20 months back to 3 ahead), drafted by the centre's
-- principal and published by HQ; the newest is a draft and the one before pending. The four latest published events
-- of each centre have an RSVP from six children in ten of the centre's seated children (attending, one in five not),
-- with a guest on every third attending RSVP.
insert into events (fk_school, status, title, event_type, from_at, to_at, publish_date, rsvp_deadline, location,
  payment_required, child_event_fee_cents, guests_allowed, guest_count_limit, fk_creator, fk_submitter, submitted_at,
  fk_approver, published_at)
select bc.school, s.status, 'Event ' || bc.id || '-' || k, (array['Concert', 'Excursion', 'Sports', 'Celebration'])[1 + k % 4],
  date_trunc('day', now()) + interval '30 days' * (k - 20) + interval '9 hours',
  date_trunc('day', now()) + interval '30 days' * (k - 20) + interval '12 hours',
  (date_trunc('day', now()) + interval '30 days' * (k - 20) - interval '30 days')::date,
  date_trunc('day', now()) + interval '30 days' * (k - 20) - interval '3 days',
  'Centre hall', k % 3 = 0, case when k % 3 = 0 then 1500 else 0 end, k % 2 = 0, case when k % 2 = 0 then 2 else 0 end,
  maker.user_id, case when s.status <> 'draft' then maker.user_id end,
  case when s.status <> 'draft' then now() - interval '30 days' * (25 - k) end,
  case when s.status = 'published' then hq.user_id end,
  case when s.status = 'published' then now() - interval '30 days' * (25 - k) + interval '1 day' end
from bench_centre bc cross join generate_series(1, 24) k
join bench_staff maker on maker.centre = bc.id and maker.kind = 0
join lateral (select st.user_id from bench_staff st where st.school = bc.school and st.role = 'hq_admin'
  order by st.n limit 1) hq on true
cross join lateral (select case when k = 24 then 'draft' when k = 23 then 'pending' else 'published' end as status) s
where not exists (select 1 from events e where e.fk_creator = maker.user_id);

insert into event_scopes (fk_school, fk_event, fk_centre)
select e.fk_school, e.id, bs.centre
from events e join bench_staff bs on bs.user_id = e.fk_creator and bs.kind = 0
where not exists (select 1 from event_scopes sc where sc.fk_event = e.id);

insert into event_rsvps (fk_school, fk_event, fk_child, fk_centre, fk_class, status, fk_user, created_at, updated_at)
select e.fk_school, e.id, seat.fk_child, seat.fk_centre, placement.fk_class,
  case when pg_temp.rnd(seat.fk_child + e.id, 79) < 0.2 then 'not_attending' else 'attending' end,
  rel.fk_user, e.published_at + interval '2 days', e.published_at + interval '2 days'
from (select e.*, sc.fk_centre, row_number() over (partition by sc.fk_centre order by e.from_at desc) as newest
      from events e join event_scopes sc on sc.fk_event = e.id where e.status = 'published') e
join child_levels seat on seat.fk_centre = e.fk_centre and seat.to_date is null
join child_relations rel on rel.fk_child = seat.fk_child and rel.is_main_applicant
left join child_classes placement on placement.fk_child = seat.fk_child and placement.to_date is null
where e.newest <= 4 and pg_temp.rnd(seat.fk_child * 31 + e.id, 80) < 0.6
  and not exists (select 1 from event_rsvps r where r.fk_event = e.id)
on conflict do nothing;

insert into event_rsvp_guests (fk_school, fk_rsvp, name, mobile, relation)
select r.fk_school, r.id, 'Guest ' || r.id, '91234567', 'Grandparent'
from event_rsvps r join events e on e.id = r.fk_event
where r.status = 'attending' and e.guests_allowed and r.id % 3 = 0
  and not exists (select 1 from event_rsvp_guests g where g.fk_rsvp = r.id);
