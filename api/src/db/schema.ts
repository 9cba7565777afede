/**
 * The museum's database. Texts in several languages are JSON objects keyed by language code.
 * Availability is never stored: free places and stock are capacity minus the booked lines
 * (see services/availability.ts).
 */
export const SCHEMA_VERSION = 8;

export const SCHEMA_SQL = `
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE pages (id TEXT PRIMARY KEY, title TEXT NOT NULL, html TEXT NOT NULL);

CREATE TABLE venues (id INTEGER PRIMARY KEY, name TEXT NOT NULL, sequence_no INTEGER NOT NULL DEFAULT 0);

CREATE TABLE custom_groups (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL CHECK (scope IN ('event', 'tour', 'merchandise')),
  name TEXT NOT NULL,
  sequence_no INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  venue_id INTEGER NOT NULL REFERENCES venues(id),
  sequence_no INTEGER NOT NULL DEFAULT 0,
  sorting_datetime TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  image TEXT,
  day_capacity INTEGER,
  opening_time TEXT NOT NULL DEFAULT '10:00:00',
  closing_time TEXT NOT NULL DEFAULT '18:00:00',
  closed_weekdays TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE event_groups (event_id INTEGER NOT NULL REFERENCES events(id), group_id INTEGER NOT NULL REFERENCES custom_groups(id), PRIMARY KEY (event_id, group_id));

CREATE TABLE ticket_groups (id INTEGER PRIMARY KEY, name TEXT NOT NULL, sequence_no INTEGER NOT NULL DEFAULT 0);

CREATE TABLE tickets (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  name TEXT NOT NULL,
  description TEXT,
  mode INTEGER NOT NULL CHECK (mode IN (1, 3, 5)),
  price INTEGER NOT NULL CHECK (price >= 0),
  vat_value REAL NOT NULL,
  group_id INTEGER REFERENCES ticket_groups(id),
  family INTEGER NOT NULL DEFAULT 0,
  print_separately INTEGER NOT NULL DEFAULT 0,
  unique_barcode INTEGER NOT NULL DEFAULT 1,
  scan_separately INTEGER NOT NULL DEFAULT 0,
  book_with_cost INTEGER NOT NULL DEFAULT 0,
  book_with_cost_warn TEXT,
  sequence_no INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tickets_event ON tickets(event_id);

CREATE TABLE subtickets (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL REFERENCES tickets(id),
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  vat_value REAL NOT NULL,
  min_quantity INTEGER NOT NULL,
  max_quantity INTEGER NOT NULL,
  sequence_no INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX subtickets_ticket ON subtickets(ticket_id);

-- Time slots of an event. ticket_id NULL: shared by the event's mode-1 tickets; otherwise the
-- own schedule of one mode-5 ticket.
CREATE TABLE timeslots (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  ticket_id INTEGER REFERENCES tickets(id),
  start TEXT NOT NULL,
  end TEXT NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity >= 0)
);
CREATE INDEX timeslots_event_start ON timeslots(event_id, start);

CREATE TABLE tours (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  event_name TEXT NOT NULL,
  description TEXT NOT NULL,
  lang TEXT NOT NULL,
  venue_id INTEGER NOT NULL REFERENCES venues(id),
  museum_id INTEGER NOT NULL,
  max_participants INTEGER NOT NULL,
  min_participants INTEGER NOT NULL DEFAULT 1,
  single_ticketing INTEGER NOT NULL DEFAULT 0,
  book_complete_tour INTEGER NOT NULL DEFAULT 0,
  booking_without_tickets INTEGER NOT NULL DEFAULT 0,
  duration INTEGER NOT NULL,
  image TEXT,
  sequence_no INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE tour_groups (tour_id INTEGER NOT NULL REFERENCES tours(id), group_id INTEGER NOT NULL REFERENCES custom_groups(id), PRIMARY KEY (tour_id, group_id));

-- Tour prices (price per tour seat, or per whole tour when booked complete). time NULL: valid for
-- every slot; otherwise only for slots starting at that clock time (SPEC §3 schedule priceList).
CREATE TABLE tour_prices (
  id INTEGER PRIMARY KEY,
  tour_id INTEGER NOT NULL REFERENCES tours(id),
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  vat_value REAL NOT NULL,
  time TEXT,
  sequence_no INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE tour_tickets (
  id INTEGER PRIMARY KEY,
  tour_id INTEGER NOT NULL REFERENCES tours(id),
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  vat_value REAL NOT NULL,
  sequence_no INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE tour_subtickets (
  id INTEGER PRIMARY KEY,
  tour_ticket_id INTEGER NOT NULL REFERENCES tour_tickets(id),
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  -- How many people of this kind one ticket holds (a family ticket: two adults, three children); NULL: up to
  -- the tour's max_participants, like the tour's data without the field (SPEC §3).
  max_quantity INTEGER CHECK (max_quantity IS NULL OR max_quantity >= 1),
  sequence_no INTEGER NOT NULL DEFAULT 0
);
-- One start of a tour; tours = how many groups (guides) run in parallel at that time.
CREATE TABLE tour_slots (
  id INTEGER PRIMARY KEY,
  tour_id INTEGER NOT NULL REFERENCES tours(id),
  start TEXT NOT NULL,
  tours INTEGER NOT NULL CHECK (tours >= 0)
);
CREATE INDEX tour_slots_tour_start ON tour_slots(tour_id, start);
CREATE TABLE tour_questions (
  id INTEGER PRIMARY KEY,
  tour_id INTEGER NOT NULL REFERENCES tours(id),
  type TEXT NOT NULL CHECK (type IN ('radio', 'select', 'checkbox', 'text', 'textarea', 'number')),
  label TEXT NOT NULL,
  required INTEGER NOT NULL DEFAULT 0,
  options TEXT NOT NULL DEFAULT '[]',
  sequence_no INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE merchandise (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  vat_value REAL NOT NULL,
  stock_capacity INTEGER NOT NULL,
  sequence_no INTEGER NOT NULL DEFAULT 0,
  product_kind_ref INTEGER NOT NULL DEFAULT 1,
  weight INTEGER NOT NULL DEFAULT 0,
  image TEXT,
  sale_ends TEXT
);
CREATE TABLE merchandise_groups (merchandise_id INTEGER NOT NULL REFERENCES merchandise(id), group_id INTEGER NOT NULL REFERENCES custom_groups(id), PRIMARY KEY (merchandise_id, group_id));

CREATE TABLE voucher_groups (id INTEGER PRIMARY KEY, name TEXT NOT NULL, sequence_no INTEGER NOT NULL DEFAULT 0);
CREATE TABLE vouchers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  vat_value REAL NOT NULL DEFAULT 0,
  variable_amount INTEGER NOT NULL DEFAULT 0,
  min_amount INTEGER,
  max_amount INTEGER,
  sequence_no INTEGER NOT NULL DEFAULT 0,
  group_id INTEGER NOT NULL REFERENCES voucher_groups(id),
  image TEXT
);
CREATE TABLE voucher_codes (
  id INTEGER PRIMARY KEY,
  barcode TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  booking_id INTEGER REFERENCES bookings(id)
);
-- Value taken from a code: by a booking (booking_id), reserved by a cart in payment (cart_id, no booking
-- yet; it counts while the cart is open, unexpired and its payment pending or approved), or used
-- elsewhere (neither).
CREATE TABLE voucher_redemptions (
  id INTEGER PRIMARY KEY,
  code_id INTEGER NOT NULL REFERENCES voucher_codes(id),
  booking_id INTEGER REFERENCES bookings(id),
  cart_id TEXT REFERENCES carts(id),
  amount INTEGER NOT NULL CHECK (amount > 0)
);
CREATE INDEX voucher_redemptions_code ON voucher_redemptions(code_id);
CREATE INDEX voucher_redemptions_cart ON voucher_redemptions(cart_id) WHERE cart_id IS NOT NULL;

CREATE TABLE countries (key TEXT PRIMARY KEY, sequence_no INTEGER NOT NULL DEFAULT 0);
CREATE TABLE shipping_rates (
  country TEXT NOT NULL REFERENCES countries(key),
  weight_from INTEGER NOT NULL,
  cost INTEGER NOT NULL,
  PRIMARY KEY (country, weight_from)
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  password_hash TEXT,
  is_guest INTEGER NOT NULL DEFAULT 0,
  salutation TEXT NOT NULL DEFAULT '',
  fname TEXT NOT NULL DEFAULT '',
  lname TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  street TEXT NOT NULL DEFAULT '',
  zip TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  send_invoice INTEGER NOT NULL DEFAULT 1,
  shipping TEXT,
  created_at TEXT NOT NULL,
  -- Carried in every JWT (claim ver); a password change increments it, which revokes earlier tokens.
  token_version INTEGER NOT NULL DEFAULT 0
);
-- One registered account per e-mail; guests may repeat an address.
CREATE UNIQUE INDEX customers_registered_email ON customers(email) WHERE is_guest = 0;

-- Failed logins per account and client address: one client can lock an account only for itself.
CREATE TABLE login_failures (
  email TEXT NOT NULL,
  client TEXT NOT NULL,
  failures INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (email, client)
);
-- Failed logins per client address in the current window, whatever the account.
CREATE TABLE login_clients (
  client TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  failures INTEGER NOT NULL
);
CREATE INDEX login_clients_window ON login_clients(window_start);
CREATE INDEX login_failures_updated ON login_failures(updated_at);
-- Password-reset requests of the last hour, counted per client address and per (normalised) e-mail.
CREATE TABLE reset_requests (
  id INTEGER PRIMARY KEY,
  client TEXT NOT NULL,
  email TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX reset_requests_client ON reset_requests(client, at);
CREATE INDEX reset_requests_email ON reset_requests(email, at);
CREATE INDEX reset_requests_at ON reset_requests(at);
-- Addresses a client was told are taken (EMAIL_TAKEN) in the last 15 minutes (services/email-lookups.ts).
CREATE TABLE taken_answers (
  client TEXT NOT NULL,
  email TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (client, email)
);
CREATE INDEX taken_answers_at ON taken_answers(at);
-- Registrations, guest customers and opened payments of the last 10 minutes, per client (services/write-limits.ts).
CREATE TABLE write_requests (
  id INTEGER PRIMARY KEY,
  client TEXT NOT NULL,
  kind TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX write_requests_client ON write_requests(client, kind, at);
CREATE INDEX write_requests_at ON write_requests(at);
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX password_resets_customer ON password_resets(customer_id);
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_addr TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- A booking is a paid sale, or a museum order prepared by staff (status reserved) that the customer
-- reviews and pays (order/review, initPaymentOrder). Both hold their places.
CREATE TABLE bookings (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  cart_id TEXT UNIQUE,
  customer_id INTEGER REFERENCES customers(id),
  customer TEXT,
  status TEXT NOT NULL CHECK (status IN ('reserved', 'paid', 'cancelled')),
  total INTEGER NOT NULL,
  shipping INTEGER NOT NULL DEFAULT 0,
  has_tickets INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE booking_lines (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  kind TEXT NOT NULL,
  ref_id INTEGER,
  event_id INTEGER,
  timeslot_id INTEGER,
  tour_slot_id INTEGER,
  day TEXT,
  persons INTEGER NOT NULL DEFAULT 0,
  tours INTEGER NOT NULL DEFAULT 0,
  quantity INTEGER NOT NULL DEFAULT 0,
  amount INTEGER NOT NULL,
  detail TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX booking_lines_booking ON booking_lines(booking_id);
CREATE INDEX booking_lines_timeslot ON booking_lines(timeslot_id) WHERE timeslot_id IS NOT NULL;
CREATE INDEX booking_lines_tour_slot ON booking_lines(tour_slot_id) WHERE tour_slot_id IS NOT NULL;
CREATE INDEX booking_lines_day ON booking_lines(event_id, day) WHERE day IS NOT NULL;
CREATE INDEX booking_lines_ref ON booking_lines(kind, ref_id);

-- A cart handed to payment. Validated at initPayment and again inside the booking transaction.
CREATE TABLE carts (
  id TEXT PRIMARY KEY,
  customer_id INTEGER REFERENCES customers(id),
  payart INTEGER NOT NULL,
  aux TEXT NOT NULL DEFAULT '{}',
  items TEXT NOT NULL,
  country TEXT,
  order_id INTEGER REFERENCES bookings(id),
  total INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'cancelled', 'booked')),
  booking_id INTEGER REFERENCES bookings(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
-- One payment per cart, for one amount (the cart's total at initPayment). refund: approved, but the cart
-- could not be booked; reason holds the refusal ({error, …details}) for the visitor.
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts(id),
  secret TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'failed', 'canceled', 'refund')),
  reason TEXT,
  continue_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  -- SPEC §7: the cart as the provider shows it (total and line items, JSON; services/pricing/provider-cart.ts).
  provider_cart TEXT,
  -- What the provider hands back of who paid, for a cart without a customer (services/payer.ts, JSON).
  payer TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX payments_cart ON payments(cart_id);
CREATE INDEX carts_open ON carts(expires_at) WHERE status = 'open';
CREATE INDEX carts_order ON carts(order_id) WHERE order_id IS NOT NULL;
`;
