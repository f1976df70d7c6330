-- Event albums: the four latest published events of each centre (those with RSVPs) hold 40 photos each, uploaded by
-- the event's maker, three in four published and every tenth deleted; each photo tags up to three of the event's
-- attending children. Families answer photo consent for seven children in ten (consent given, one in ten of those
-- withdrawn), so albums hold the blocked photos and hidden tags decision 0059 describes.
insert into child_photo_consents (fk_child, fk_school, consent, fk_user, updated_at)
select rel.fk_child, rel.fk_school, pg_temp.rnd(rel.fk_child, 811) >= 0.07, rel.fk_user, now() - interval '60 days'
from child_relations rel
where rel.is_main_applicant and pg_temp.rnd(rel.fk_child, 810) < 0.7
on conflict (fk_child) do nothing;

insert into event_photos (fk_school, fk_event, file_key, thumbnail_key, caption, width, height, status, active,
  fk_uploaded_by, fk_status_by, status_at, fk_removed_by, removed_at, created_at)
select e.fk_school, e.id,
  e.fk_school || '/event_photo/' || md5('photo-' || e.id || '-' || k)::uuid || '.jpg',
  case when k % 8 <> 0 then e.fk_school || '/event_photo/' || md5('thumb-' || e.id || '-' || k)::uuid || '.jpg' end,
  case when k % 4 = 0 then 'Moment ' || k end, 4032, 3024,
  case when k % 4 <> 0 then 'published' else 'unpublished' end, k % 10 <> 0,
  e.fk_creator, case when k % 4 <> 0 then e.fk_approver end, case when k % 4 <> 0 then e.to_at + interval '1 day' end,
  case when k % 10 = 0 then e.fk_creator end, case when k % 10 = 0 then e.to_at + interval '2 days' end,
  e.to_at + interval '1 hour'
from (select e.*, row_number() over (partition by sc.fk_centre order by e.from_at desc) as newest
      from events e join event_scopes sc on sc.fk_event = e.id where e.status = 'published') e
cross join generate_series(1, 40) k
where e.newest <= 4 and not exists (select 1 from event_photos p where p.fk_event = e.id);

insert into event_photo_tags (fk_school, fk_photo, fk_child)
select p.fk_school, p.id, r.fk_child
from event_photos p
cross join lateral (select r.fk_child from event_rsvps r where r.fk_event = p.fk_event and r.status = 'attending'
  order by pg_temp.rnd(r.fk_child + p.id, 812) limit (p.id % 4)) r
where not exists (select 1 from event_photo_tags t where t.fk_photo = p.id);
