-- Card payments: about a third of the registration invoices have card attempts. Invoices still issued carry one to
-- three attempts, each ended by the bank's answer (declined ERR002, failed ERR003/ERR004) or expired (ERR005) by the
-- job; about one in twenty waits open with a deadline still ahead (what the expiry job's partial index reads).
-- Order ids take the app's shape: the session number, a dash and 24 hex digits.
create temp table bench_card as
select i.id as invoice_id, i.fk_school as school, i.fk_enquiry as enquiry_id, i.outstanding_cents as amount,
  i.invoice_date, a, pg_temp.rnd(i.id, a, 80) as r
from invoices i
cross join lateral generate_series(1, 1 + floor(pg_temp.rnd(i.id, 81) * 3)::int) a
where i.status = 'issued' and i.fk_enquiry is not null and pg_temp.rnd(i.id, 82) < 0.35;

insert into payment_sessions (id, fk_school, fk_invoice, fk_enquiry, order_id, amount_cents, currency, status,
  gateway_session_id, gateway_session_version, update_status, success_indicator, merchant_id, error_code,
  expires_at, completed_at, created_at, updated_at)
select n.id, n.school, n.invoice_id, n.enquiry_id, n.id || '-' || substr(md5('o' || n.id), 1, 24), n.amount, 'SGD',
  n.status, 'SESSION' || upper(md5('s' || n.id)), substr(md5('v' || n.id), 1, 10), 'SUCCESS',
  substr(md5('i' || n.id), 1, 16), 'BENCH',
  case n.status when 'declined' then 'ERR002' when 'expired' then 'ERR005'
    when 'failed' then (array['ERR003', 'ERR004'])[1 + floor(n.r * 2)::int] end,
  case when n.status = 'open' then now() + interval '20 minutes' else n.at + interval '30 minutes' end,
  case when n.status = 'open' then null else n.at + interval '5 minutes' end, n.at, n.at
from (
  select c.*, base.last_id + row_number() over (order by c.invoice_id, c.a) as id,
    case when c.r < 0.05 then 'open' when c.r < 0.45 then 'declined' when c.r < 0.75 then 'expired'
      else 'failed' end as status,
    c.invoice_date + interval '1 day' * c.a + interval '1 hour' * floor(c.r * 12) as at
  from bench_card c cross join (select coalesce(max(id), 0) as last_id from payment_sessions) base
) n;

-- Card orders the bank took after PayNow had settled the invoice (UNAPPLIED, decision 0072): 400 of the paid
-- registration invoices, each with one order waiting for finance to refund or apply it, made by the enquiry's
-- parent a day after the PayNow payment. Unresolved only: what finance's list (the partial index
-- payment_sessions_unapplied) reads.
insert into payment_sessions (id, fk_school, fk_invoice, fk_enquiry, fk_created_by, order_id, amount_cents, currency,
  status, gateway_session_id, gateway_session_version, update_status, success_indicator, merchant_id, error_code,
  expires_at, completed_at, created_at, updated_at)
select n.id, n.school, n.invoice_id, n.enquiry_id, n.parent, n.id || '-' || substr(md5('o' || n.id), 1, 24), n.amount,
  'SGD', 'failed', 'SESSION' || upper(md5('s' || n.id)), substr(md5('v' || n.id), 1, 10), 'SUCCESS',
  substr(md5('i' || n.id), 1, 16), 'BENCH', 'UNAPPLIED', n.at + interval '30 minutes', n.at + interval '5 minutes',
  n.at, n.at
from (
  select p.*, base.last_id + row_number() over (order by p.invoice_id) as id
  from (
    select i.id as invoice_id, i.fk_school as school, i.fk_enquiry as enquiry_id, e.fk_user as parent,
      i.grand_total_cents as amount,
      i.invoice_date + interval '3 days' + interval '1 minute' * floor(pg_temp.rnd(i.id, 84) * 600) as at
    from invoices i join enquiries e on e.id = i.fk_enquiry
    where i.status = 'paid' and i.invoice_type = 'registration'
    order by pg_temp.rnd(i.id, 83), i.id
    limit 400
  ) p cross join (select coalesce(max(id), 0) as last_id from payment_sessions) base
) n;
