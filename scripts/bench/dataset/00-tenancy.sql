-- Large-operator dataset, step 0 (tenancy): the operator's three brands are the demo schools (seeded first by the
-- API), grown to 300 centres, 53,000 children (about 50,000 on a fee this month), 250,000 enquiries, 150,000 visits and 175,000 notifications.
-- Every file of this folder runs in one session, in name order, after `select setseed(...)`, so the data is the
-- same on every run. Rows get explicit ids above the demo's (the tables' identities are moved past them at the
-- end), so later files can find them arithmetically instead of through lookups.

-- Each brand's size: how many centres it runs in all, and its share of the families.
create temp table bench_school (id int primary key, centres int, family_share float8, family_from float8);
insert into bench_school values (1, 150, 0.5, 0), (2, 100, 0.33, 0.5), (3, 50, 0.17, 0.83);

-- The sizes the other files read, in one place.
create temp table bench_size as
select 53000 as children, 250000 as enquiries, 150000 as visits, 175000 as notifications;

-- A stable pseudo-random number in [0, 1) from integers: unlike random() it does not depend on evaluation order,
-- so a row's attributes can be derived again in a later file.
create or replace function pg_temp.rnd(variadic k bigint[]) returns float8 language sql immutable as $$
  select ('x' || substr(md5(array_to_string(k, ',')), 1, 8))::bit(32)::bigint / 4294967296.0
$$;
