-- Ledger: six billable items per brand; a registration invoice (registration fee and one month's deposit, GST 9% on
-- the fee) for every enquiry waiting for payment or GIRO; those waiting for GIRO paid by PayNow with a receipt;
-- numbers follow the demo's (the seed issued a few), and each brand's counters end at its last numbers. The demo
-- seed gives its first brand a registration fee already: an item the brand has keeps its row.
insert into purchase_items (fk_school, label, unit_price_cents, taxable, item_type, active)
select s.id, i.label, i.price, i.taxable, i.kind, i.active
from bench_school s cross join (values
  ('Registration fee', 16350, true, 'registration', true), ('Deposit', 0, false, 'deposit', true),
  ('Uniform set', 8500, true, 'misc', true), ('Meals and snacks', 6000, true, 'monthly', true),
  ('Trial class', 0, true, 'trial', true), ('Excursion', 3000, true, 'misc', false)
) i(label, price, taxable, kind, active)
where not exists (select 1 from purchase_items p where p.fk_school = s.id and p.label = i.label);

create temp table bench_invoice as
select e.id as enquiry_id, e.school, e.centre, e.child_id, e.state,
  row_number() over (partition by e.school order by e.id)
    + coalesce((select c.last_no from document_counters c where c.fk_school = e.school and c.kind = 'invoice'), 0)
    as no,
  (80000 + floor(pg_temp.rnd(e.n, e.k, 78) * 100000))::int as deposit,
  (e.created + interval '20 days')::date as issued
from bench_enquiry e where e.state in (36, 37) and e.r < 0.94;

insert into invoices (fk_school, fk_centre, fk_child, fk_enquiry, invoice_no, invoice_type, label, status,
  invoice_date, due_date, total_tax_cents, grand_total_cents, outstanding_cents, created_at, updated_at)
select b.school, b.centre, b.child_id, b.enquiry_id, 'INV-' || lpad(b.no::text, 6, '0'), 'registration',
  'Registration', case when b.state = 36 then 'paid' else 'issued' end, b.issued, b.issued + 7, 1472,
  16350 + 1472 + b.deposit, case when b.state = 36 then 0 else 16350 + 1472 + b.deposit end, b.issued, b.issued
from bench_invoice b;

insert into invoice_items (fk_school, fk_invoice, position, label, quantity, unit_price_cents, taxable,
  amount_cents, tax_cents)
select i.fk_school, i.id, p.position, p.label, 1, p.price, p.taxable, p.price, p.tax
from invoices i cross join lateral (values
  (0, 'Registration fee', 16350, true, 1472),
  (1, 'Deposit', i.grand_total_cents - 16350 - 1472, false, 0)
) p(position, label, price, taxable, tax)
where i.fk_enquiry in (select enquiry_id from bench_invoice) and i.invoice_type = 'registration'
  and not exists (select 1 from invoice_items x where x.fk_invoice = i.id);

insert into payments (fk_school, fk_invoice, amount_cents, payment_type, reference, created_at)
select i.fk_school, i.id, i.grand_total_cents, 'paynow', i.invoice_no, i.invoice_date + 2
from invoices i join bench_invoice b on b.enquiry_id = i.fk_enquiry
where i.status = 'paid' and i.invoice_type = 'registration';

insert into receipts (fk_school, fk_payment, receipt_no, amount_cents, created_at)
select p.fk_school, p.id, 'RCT-' || lpad((row_number() over (partition by p.fk_school order by p.id)
    + coalesce((select c.last_no from document_counters c where c.fk_school = p.fk_school and c.kind = 'receipt'), 0)
  )::text, 6, '0'),
  p.amount_cents, p.created_at
from payments p where not exists (select 1 from receipts r where r.fk_payment = p.id);

-- Every number of a brand is taken once from 1 up, so its count is its last number.
insert into document_counters (fk_school, kind, last_no)
select fk_school, 'invoice', count(*) from invoices group by fk_school
union all
select fk_school, 'receipt', count(*) from receipts group by fk_school
on conflict (fk_school, kind) do update set last_no = excluded.last_no;
