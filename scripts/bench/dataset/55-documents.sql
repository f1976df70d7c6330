-- Documents: each brand's registration document types (two required), and the registration documents of every
-- enquiry at the document step or beyond (states 33-37): one file per type the family uploads, pending while the
-- family is still uploading or waiting for verification, verified afterwards, one in ten rejected at submission.
create temp table bench_doc_type as
select (select coalesce(max(id), 0) from document_types) + row_number() over (order by s.id, t.n) as id,
  s.id as school, t.n, t.label, t.required
from bench_school s cross join (values (1, 'Birth certificate', true), (2, 'NRIC of parents', true),
  (3, 'Immunisation record', false), (4, 'Passport', false), (5, 'Medical report', false)) t(n, label, required);

insert into document_types (id, fk_school, label, category, is_required, list_access, upload_access, sort_order)
select id, school, label || ' (bench)', case when n = 5 then 'child' else 'registration' end, required,
  case when n = 5 then 2 else 3 end, case when n = 5 then 2 else 3 end, n
from bench_doc_type;

create temp table bench_document as
select row_number() over (order by e.id, t.n) as k, e.id as enquiry_id, e.school, e.centre, e.child_id, e.user_id,
  e.state, e.n, t.id as type_id, t.n as type_n, e.created + interval '1 day' * (20 + t.n) as created
from bench_enquiry e
join bench_doc_type t on t.school = e.school and t.n <= 3
where e.state between 33 and 37 and (t.n < 3 or pg_temp.rnd(e.n, e.k, 55) < 0.5);

insert into stored_files (fk_school, key, purpose, filename, content_type, size_bytes, status, fk_uploaded_by,
  uploaded_at, created_at)
select school, school || '/registration_document/bench-' || k || '.pdf', 'registration_document', 'scan.pdf',
  'application/pdf', 200000 + floor(pg_temp.rnd(k, 56) * 1000000)::int, 'uploaded', user_id, created, created
from bench_document;

insert into documents (fk_school, fk_centre, fk_enquiry, fk_child, fk_document_type, file_key, filename, size_bytes,
  status, remark, fk_uploaded_by, created_at, updated_at)
select d.school, d.centre, d.enquiry_id, d.child_id, d.type_id, d.school || '/registration_document/bench-' || d.k || '.pdf',
  'scan.pdf', 200000 + floor(pg_temp.rnd(d.k, 56) * 1000000)::int, s.status,
  case when s.status = 'rejected' then 'The scan is not readable' end, d.user_id, d.created, d.created
from bench_document d
cross join lateral (select case
    when d.state = 33 and pg_temp.rnd(d.k, 57) < 0.1 then 'rejected'
    when d.state in (33, 34) then 'pending_verification'
    else 'verified' end as status) s;
