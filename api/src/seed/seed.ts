import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { createSchema } from '../db/open.ts';
import { addDays, weekday } from '../lib/clock.ts';
import type { I18nText } from '../lib/i18n.ts';
import { tr } from '../lib/i18n.ts';
import { hashPasswordSync } from '../lib/password.ts';
import { STATIC_PAGES } from './pages.ts';
import type { Profile } from './profiles.ts';
import { profileSetup } from './profiles.ts';
import { T } from './texts.ts';

const json = (value: unknown) => JSON.stringify(value);
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Demo accounts (README): the shop sends MD5(password) on login. */
export const DEMO_CUSTOMERS = [
  { email: 'anna.schmidt@example.com', password: 'museum123' },
  { email: 'ben.meyer@example.com', password: 'museum456' },
] as const;

/** Museum orders prepared by staff for order review (README). */
export const DEMO_ORDERS = { open: 'ORDR7K2M4Q9X', paid: 'ORDP3W8ZTB5N' } as const;

export const DEMO_VOUCHER_CODES = {
  valid: 'LINDEN-VALID',
  partial: 'LINDEN-PARTIAL',
  expired: 'LINDEN-EXPIRED',
  future: 'LINDEN-FUTURE',
  usedUp: 'LINDEN-USEDUP',
} as const;

const MONDAY = 1;
const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

/** The first day on or after `from` that is not a Monday (the museum is closed on Mondays). */
export function nextOpenDay(from: string, exclude: string[] = []): string {
  // One Monday a week, plus the excluded days: the answer lies within that many days.
  for (let offset = 0; offset <= 7 + exclude.length; offset += 1) {
    const day = addDays(from, offset);
    if (weekday(day) !== MONDAY && !exclude.includes(day)) return day;
  }
  throw new Error(`No open day after ${from}`);
}

/**
 * The dates the demo sells out, relative to today. Tests and the README refer to them.
 * soldOutSlotDay: one slot of the exhibition and of the public tour is full, another has 2 places left.
 * soldOutDay: every exhibition slot and every public-tour slot is full.
 * dayTicketsSoldOutDay: the day tickets are sold out.
 */
export function demoDates(today: string) {
  const soldOutSlotDay = nextOpenDay(addDays(today, 1));
  const soldOutDay = nextOpenDay(addDays(today, 3), [soldOutSlotDay]);
  const dayTicketsSoldOutDay = nextOpenDay(addDays(today, 5), [soldOutSlotDay, soldOutDay]);
  return { soldOutSlotDay, soldOutDay, dayTicketsSoldOutDay };
}

export interface SeedOptions {
  profile: Profile;
  today: string;
}

export function seedDemo(db: Db, { profile, today }: SeedOptions): void {
  const { config, data } = profileSetup(profile);
  const dates = demoDates(today);
  createSchema(db);

  // Hash outside the transaction: scrypt is the slow part of seeding.
  const demoHashes = DEMO_CUSTOMERS.map((c) => hashPasswordSync(md5(c.password)));

  db.transaction(() => {
    const setting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
    setting.run('jwt_secret', randomBytes(32).toString('hex'));
    setting.run('profile', profile);
    setting.run('seeded_on', today);
    setting.run('config', json(config));
    setting.run('content', json(content()));
    setting.run('meta', json(meta()));

    const page = db.prepare('INSERT INTO pages (id, title, html) VALUES (?, ?, ?)');
    for (const p of STATIC_PAGES) page.run(p.id, json(p.title), json(p.html));

    seedVenuesAndGroups(db, data.singleVenue);
    seedEvents(db, today, dates, data.singleEvent, data.singleVenue);
    if (data.tours) seedTours(db, today, dates, data.singleVenue);
    if (data.merchandise) seedMerchandise(db, today);
    if (data.vouchers) seedVouchers(db, today);
    seedCountries(db);
    seedCustomers(db, today, demoHashes);
    if (data.tours) seedOrders(db, today);
  })();
}

function content() {
  const banner = (image: string, mobile: string, title: I18nText, text: I18nText, link: string) => ({
    image: image ? `public/static/banners/{width}/${image}` : '',
    image_mobile: mobile ? `public/static/banners/{width}/${mobile}` : '',
    title,
    text,
    link,
  });
  return {
    banners: {
      home: [
        banner(
          'impressionism.svg',
          'impressionism-mobile.svg',
          T.bannerHomeTitle,
          T.bannerHomeText,
          'tickets/1',
        ),
        banner('concert.svg', '', T.bannerConcertTitle, T.bannerConcertText, 'tickets/2'),
        banner('', '', T.bannerShopTitle, T.bannerShopText, 'merchandise'),
      ],
      shop: [banner('shop.svg', 'shop-mobile.svg', T.bannerShopTitle, T.bannerShopText, 'merchandise')],
    },
    cookie_warning: T.cookieWarning,
    social_media: [
      { name: 'instagram', link: 'https://www.instagram.com/museum.lindenhof', sequence_no: 2 },
      { name: 'facebook', link: 'https://www.facebook.com/museum.lindenhof', sequence_no: 1 },
      { name: 'youtube', link: 'https://www.youtube.com/@museum-lindenhof', sequence_no: 3 },
    ],
  };
}

function meta() {
  return {
    name: T.museumName,
    address: { street: 'Lindenallee 12', zip: '10115', city: 'Berlin', country: 'DE' },
    phone: '+49 30 1234567',
    email: 'shop@museum-lindenhof.example',
    website: 'https://www.museum-lindenhof.example/',
    opening_hours: [
      { days: T.openingTueSun, hours: '10:00–18:00' },
      { days: T.openingThu, hours: '10:00–21:00' },
      { days: T.openingMon, hours: T.closed },
    ],
    timezone: 'Europe/Berlin',
    currency: 'EUR',
  };
}

function seedVenuesAndGroups(db: Db, singleVenue: boolean): void {
  const venue = db.prepare('INSERT INTO venues (id, name, sequence_no) VALUES (?, ?, ?)');
  venue.run(1, json(T.venueMain), 1);
  if (!singleVenue) {
    venue.run(2, json(T.venuePavilion), 2);
    venue.run(3, json(T.venueEducation), 3);
  }
  const group = db.prepare('INSERT INTO custom_groups (id, scope, name, sequence_no) VALUES (?, ?, ?, ?)');
  const groups: Array<[number, string, I18nText]> = [
    [11, 'event', T.groupExhibitions],
    [12, 'event', T.groupConcerts],
    [13, 'event', T.groupFamily],
    [14, 'event', T.groupCollection],
    [21, 'tour', T.tourPublic],
    [22, 'tour', T.tourPrivate],
    [23, 'tour', T.tourSchools],
    [24, 'tour', T.tourArchitecture],
    [31, 'merchandise', T.merchBooks],
    [32, 'merchandise', T.merchPosters],
    [33, 'merchandise', T.merchGifts],
    [34, 'merchandise', T.merchPasses],
  ];
  groups.forEach(([id, scope, name], i) => {
    group.run(id, scope, json(name), i + 1);
  });
  const ticketGroup = db.prepare('INSERT INTO ticket_groups (id, name, sequence_no) VALUES (?, ?, ?)');
  ticketGroup.run(1, json(T.ticketGroupAdmission), 1);
  ticketGroup.run(2, json(T.ticketGroupExtras), 2);
  ticketGroup.run(3, json(T.ticketGroupSeats), 3);
}

type DemoDates = ReturnType<typeof demoDates>;

/** Inserts the booking that fills the demo's sold-out days and slots, and returns a line writer. */
function demoFill(db: Db, publicId: string, today: string) {
  const booking = db
    .prepare(
      `INSERT INTO bookings (public_id, status, total, has_tickets, created_at, customer)
       VALUES (?, 'paid', 0, 1, ?, ?)`,
    )
    .run(publicId, `${today} 09:00:00`, json({ note: 'Demo bookings that fill sold-out dates' }));
  const line = db.prepare(
    `INSERT INTO booking_lines (booking_id, kind, ref_id, event_id, timeslot_id, tour_slot_id, day, persons, tours, quantity, amount)
     VALUES (@booking, @kind, @ref, @event, @timeslot, @tourSlot, @day, @persons, @tours, @quantity, 0)`,
  );
  return (values: {
    kind: string;
    ref: number;
    event?: number | null;
    timeslot?: number | null;
    tourSlot?: number | null;
    day?: string | null;
    persons?: number;
    tours?: number;
    quantity?: number;
  }) =>
    line.run({
      booking: booking.lastInsertRowid,
      event: null,
      timeslot: null,
      tourSlot: null,
      day: null,
      persons: 0,
      tours: 0,
      quantity: 0,
      ...values,
    });
}

function seedEvents(
  db: Db,
  today: string,
  dates: DemoDates,
  singleEvent: boolean,
  singleVenue: boolean,
): void {
  const event = db.prepare(
    `INSERT INTO events (id, name, description, venue_id, sequence_no, sorting_datetime, start_date, end_date, image, day_capacity, closed_weekdays)
     VALUES (@id, @name, @description, @venue, @seq, @sorting, @start, @end, @image, @dayCapacity, @closed)`,
  );
  const eventGroup = db.prepare('INSERT INTO event_groups (event_id, group_id) VALUES (?, ?)');
  const ticket = db.prepare(
    `INSERT INTO tickets (id, event_id, name, description, mode, price, vat_value, group_id, family, print_separately, unique_barcode, scan_separately, book_with_cost, book_with_cost_warn, sequence_no)
     VALUES (@id, @event, @name, @description, @mode, @price, @vat, @group, @family, @printSeparately, 1, @scanSeparately, @bookWithCost, @warn, @seq)`,
  );
  const subticket = db.prepare(
    `INSERT INTO subtickets (id, ticket_id, name, price, vat_value, min_quantity, max_quantity, sequence_no)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const slot = db.prepare(
    'INSERT INTO timeslots (event_id, ticket_id, start, end, capacity) VALUES (?, ?, ?, ?, ?)',
  );
  const venue = (id: number) => (singleVenue ? 1 : id);
  const closedMonday = json([MONDAY]);
  const fill = demoFill(db, 'DEMOFILL0001', today);

  type TicketRow = {
    id: number;
    event: number;
    name: I18nText;
    mode: 1 | 3 | 5;
    price: number;
    vat?: number;
    group?: number | null;
    family?: number;
    printSeparately?: number;
    scanSeparately?: number;
    bookWithCost?: number;
    warn?: I18nText | null;
    seq: number;
  };
  const addTicket = (t: TicketRow) =>
    ticket.run({
      vat: 7,
      group: null,
      family: 0,
      printSeparately: 0,
      scanSeparately: 0,
      bookWithCost: 0,
      ...t,
      warn: t.warn ? json(t.warn) : null,
      description: null,
      name: json(t.name),
    });

  // Event 1: the exhibition, timed entry (mode 1), hourly slots shared by its tickets.
  event.run({
    id: 1,
    name: json(T.eventImpressionism),
    description: json(T.eventImpressionismText),
    venue: 1,
    seq: 1,
    sorting: `${addDays(today, -30)} 10:00:00`,
    start: addDays(today, -30),
    end: addDays(today, 90),
    image: '/static/events/impressionism.svg',
    dayCapacity: null,
    closed: closedMonday,
  });
  eventGroup.run(1, 11);
  addTicket({ id: 101, event: 1, name: T.adult, mode: 1, price: 1600, group: 1, seq: 1 });
  addTicket({ id: 102, event: 1, name: T.reduced, mode: 1, price: 900, group: 1, seq: 2 });
  addTicket({ id: 103, event: 1, name: T.child, mode: 1, price: 0, group: 1, seq: 3 });
  addTicket({
    id: 104,
    event: 1,
    name: T.family,
    mode: 1,
    price: 3200,
    group: 1,
    family: 1,
    printSeparately: 1,
    seq: 4,
  });
  subticket.run(1041, 104, json(T.adults), 0, 7, 1, 2, 1);
  subticket.run(1042, 104, json(T.children), 0, 7, 1, 3, 2);
  // min == max: SPEC §5 fixes its count (0 without other components, else its maximum).
  subticket.run(1043, 104, json(T.familyBooklet), 0, 7, 1, 1, 3);
  addTicket({
    id: 105,
    event: 1,
    name: T.audioGuide,
    mode: 1,
    price: 400,
    vat: 19,
    group: 2,
    scanSeparately: 1,
    bookWithCost: 1,
    warn: T.audioGuideWarn,
    seq: 5,
  });
  for (let d = 0; d <= 90; d += 1) {
    const day = addDays(today, d);
    if (weekday(day) === MONDAY) continue;
    for (let hour = 10; hour <= 17; hour += 1) {
      const hh = String(hour).padStart(2, '0');
      const end = String(hour + 1).padStart(2, '0');
      const id = Number(slot.run(1, null, `${day} ${hh}:00:00`, `${day} ${end}:00:00`, 30).lastInsertRowid);
      if (day === dates.soldOutDay)
        fill({ kind: 'ticket', ref: 101, event: 1, timeslot: id, persons: 30, quantity: 30 });
      if (day === dates.soldOutSlotDay && hour === 11)
        fill({ kind: 'ticket', ref: 101, event: 1, timeslot: id, persons: 30, quantity: 30 });
      if (day === dates.soldOutSlotDay && hour === 12)
        fill({ kind: 'ticket', ref: 101, event: 1, timeslot: id, persons: 28, quantity: 28 });
    }
  }
  if (singleEvent) return;

  // Event 2: concerts, mode 5: each seat category has its own schedule of performances.
  event.run({
    id: 2,
    name: json(T.eventConcert),
    description: json(T.eventConcertText),
    venue: venue(2),
    seq: 0,
    sorting: `${today} 19:30:00`,
    start: today,
    end: addDays(today, 90),
    image: '/static/events/concert.svg',
    dayCapacity: null,
    closed: json([]),
  });
  eventGroup.run(2, 12);
  addTicket({ id: 201, event: 2, name: T.stalls, mode: 5, price: 3500, group: 3, seq: 1 });
  addTicket({ id: 202, event: 2, name: T.balcony, mode: 5, price: 2500, group: 3, seq: 2 });
  let firstBalconySoldOut = false;
  for (let d = 0; d <= 90; d += 1) {
    const day = addDays(today, d);
    if (weekday(day) !== FRIDAY && weekday(day) !== SATURDAY) continue;
    slot.run(2, 201, `${day} 19:30:00`, `${day} 21:30:00`, 60);
    const balcony = Number(slot.run(2, 202, `${day} 19:30:00`, `${day} 21:30:00`, 20).lastInsertRowid);
    if (!firstBalconySoldOut) {
      fill({ kind: 'ticket', ref: 202, event: 2, timeslot: balcony, persons: 20, quantity: 20 });
      firstBalconySoldOut = true;
    }
  }

  // Event 3: the collection, day tickets (mode 3) with a daily capacity.
  event.run({
    id: 3,
    name: json(T.eventDayPass),
    description: json(T.eventDayPassText),
    venue: 1,
    seq: 2,
    sorting: `${addDays(today, -365)} 10:00:00`,
    start: addDays(today, -365),
    end: addDays(today, 365),
    image: '/static/events/collection.svg',
    dayCapacity: 200,
    closed: closedMonday,
  });
  eventGroup.run(3, 14);
  addTicket({ id: 301, event: 3, name: T.dayAdult, mode: 3, price: 1400, group: 1, seq: 1 });
  addTicket({ id: 302, event: 3, name: T.dayReduced, mode: 3, price: 800, group: 1, seq: 2 });
  addTicket({ id: 303, event: 3, name: T.dayChild, mode: 3, price: 0, group: 1, seq: 3 });
  fill({
    kind: 'dayticket',
    ref: 301,
    event: 3,
    day: dates.dayTicketsSoldOutDay,
    persons: 200,
    quantity: 200,
  });

  // Event 4: an exhibition whose lifetime has ended.
  event.run({
    id: 4,
    name: json(T.eventBronze),
    description: json(T.eventBronzeText),
    venue: 1,
    seq: 3,
    sorting: `${addDays(today, -120)} 10:00:00`,
    start: addDays(today, -120),
    end: addDays(today, -10),
    image: '/static/events/bronze.svg',
    dayCapacity: null,
    closed: closedMonday,
  });
  eventGroup.run(4, 11);
  addTicket({ id: 401, event: 4, name: T.adult, mode: 1, price: 1200, group: 1, seq: 1 });
  for (let d = -20; d <= -10; d += 1) {
    const day = addDays(today, d);
    slot.run(4, null, `${day} 10:00:00`, `${day} 18:00:00`, 100);
  }

  // Event 5: a kids' workshop, timed, with a family ticket whose components have prices.
  event.run({
    id: 5,
    name: json(T.eventWorkshop),
    description: json(T.eventWorkshopText),
    venue: venue(3),
    seq: 0,
    sorting: `${today} 11:00:00`,
    start: today,
    end: addDays(today, 60),
    image: '/static/events/workshop.svg',
    dayCapacity: null,
    closed: json([]),
  });
  eventGroup.run(5, 13);
  addTicket({ id: 501, event: 5, name: T.workshopSeat, mode: 1, price: 1200, group: 1, seq: 1 });
  addTicket({ id: 502, event: 5, name: T.family, mode: 1, price: 0, group: 1, family: 1, seq: 2 });
  subticket.run(5021, 502, json(T.children), 1000, 7, 1, 3, 1);
  subticket.run(5022, 502, json(T.adults), 500, 7, 0, 2, 2);
  for (let d = 0; d <= 60; d += 1) {
    const day = addDays(today, d);
    if (weekday(day) !== SATURDAY) continue;
    slot.run(5, null, `${day} 11:00:00`, `${day} 12:30:00`, 12);
    slot.run(5, null, `${day} 14:00:00`, `${day} 15:30:00`, 12);
  }
}

function seedTours(db: Db, today: string, dates: DemoDates, singleVenue: boolean): void {
  const tour = db.prepare(
    `INSERT INTO tours (id, name, event_name, description, lang, venue_id, museum_id, max_participants, min_participants, single_ticketing, book_complete_tour, booking_without_tickets, duration, image, sequence_no)
     VALUES (@id, @name, @eventName, @description, @lang, @venue, 1, @max, @min, @single, @complete, @withoutTickets, @duration, @image, @seq)`,
  );
  const tourGroup = db.prepare('INSERT INTO tour_groups (tour_id, group_id) VALUES (?, ?)');
  const price = db.prepare(
    'INSERT INTO tour_prices (id, tour_id, name, price, vat_value, time, sequence_no) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const ticket = db.prepare(
    'INSERT INTO tour_tickets (id, tour_id, name, price, vat_value, sequence_no) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const subticket = db.prepare(
    'INSERT INTO tour_subtickets (id, tour_ticket_id, name, price, max_quantity, sequence_no) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const slot = db.prepare('INSERT INTO tour_slots (tour_id, start, tours) VALUES (?, ?, ?)');
  const question = db.prepare(
    'INSERT INTO tour_questions (id, tour_id, type, label, required, options, sequence_no) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const venue = (id: number) => (singleVenue ? 1 : id);
  const fill = demoFill(db, 'DEMOFILL0002', today);
  const base = { withoutTickets: 0, single: 0, complete: 0, min: 1, image: null };
  const days = (n: number, keep: (day: string) => boolean) => {
    const out: string[] = [];
    for (let d = 0; d <= n; d += 1) {
      const day = addDays(today, d);
      if (keep(day)) out.push(day);
    }
    return out;
  };

  // Tour 1: public tour in German (tickets must equal tour seats), evening price on Thursdays.
  tour.run({
    ...base,
    id: 1,
    name: json(T.tourHighlights),
    eventName: json(T.groupCollection),
    description: json(T.tourHighlightsText),
    lang: 'de',
    venue: 1,
    max: 20,
    duration: 60,
    seq: 1,
    image: '/static/tours/highlights.svg',
  });
  tourGroup.run(1, 21);
  price.run(1101, 1, json(T.tourFee), 400, 19, null, 1);
  price.run(1102, 1, json(T.tourFeeEvening), 600, 19, '18:00', 2);
  ticket.run(1111, 1, json(T.adult), 1600, 7, 1);
  ticket.run(1112, 1, json(T.reduced), 900, 7, 2);
  ticket.run(1113, 1, json(T.family), 3200, 7, 3);
  // A family: at most two adults and three children for its flat price, as on the event's family ticket.
  subticket.run(11131, 1113, json(T.adults), 0, 2, 1);
  subticket.run(11132, 1113, json(T.children), 0, 3, 2);
  for (const day of days(60, (d) => weekday(d) !== MONDAY)) {
    for (const time of weekday(day) === 4 ? ['11:00', '15:00', '18:00'] : ['11:00', '15:00']) {
      const id = Number(slot.run(1, `${day} ${time}:00`, 1).lastInsertRowid);
      if (day === dates.soldOutDay || (day === dates.soldOutSlotDay && time === '15:00'))
        fill({ kind: 'tour', ref: 1, tourSlot: id, persons: 20, quantity: 20 });
    }
  }

  // Tour 2: the same tour in English, weekends.
  tour.run({
    ...base,
    id: 2,
    name: json(T.tourHighlights),
    eventName: json(T.groupCollection),
    description: json(T.tourHighlightsText),
    lang: 'en',
    venue: 1,
    max: 20,
    duration: 60,
    seq: 2,
    image: '/static/tours/highlights.svg',
  });
  tourGroup.run(2, 21);
  price.run(1201, 2, json(T.tourFee), 400, 19, null, 1);
  ticket.run(1211, 2, json(T.adult), 1600, 7, 1);
  ticket.run(1212, 2, json(T.reduced), 900, 7, 2);
  for (const day of days(60, (d) => weekday(d) === SATURDAY || weekday(d) === SUNDAY)) {
    slot.run(2, `${day} 14:00:00`, 1);
  }

  // Tour 3: private group tour booked complete; two guides per slot; group questions of all six types.
  tour.run({
    ...base,
    id: 3,
    name: json(T.tourPrivateName),
    eventName: json(T.eventImpressionism),
    description: json(T.tourPrivateText),
    lang: 'de',
    venue: 1,
    max: 25,
    min: 10,
    complete: 1,
    duration: 90,
    seq: 3,
    image: '/static/tours/private.svg',
  });
  tourGroup.run(3, 22);
  tourGroup.run(3, 23);
  price.run(1301, 3, json(T.groupTour), 9000, 19, null, 1);
  price.run(1302, 3, json(T.schoolTour), 6000, 0, null, 2);
  ticket.run(1311, 3, json(T.groupAdmission), 1200, 7, 1);
  for (const day of days(90, (d) => [2, 3, 4, 5].includes(weekday(d)))) {
    for (const time of ['10:00', '13:00', '16:00']) slot.run(3, `${day} ${time}:00`, 2);
  }
  const opt = (id: number, label: I18nText) => ({ id, label });
  question.run(31, 3, 'text', json(T.qGroupName), 1, '[]', 1);
  question.run(
    32,
    3,
    'select',
    json(T.qSchoolType),
    1,
    json([opt(321, T.aSchool), opt(322, T.aCompany), opt(323, T.aPrivate)]),
    2,
  );
  question.run(
    33,
    3,
    'radio',
    json(T.qAge),
    1,
    json([opt(331, T.aKids), opt(332, T.aTeens), opt(333, T.aGrownups)]),
    3,
  );
  question.run(
    34,
    3,
    'checkbox',
    json(T.qAccess),
    0,
    json([opt(341, T.aWheelchair), opt(342, T.aHearing), opt(343, T.aSeats)]),
    4,
  );
  question.run(35, 3, 'textarea', json(T.qComments), 0, '[]', 5);
  question.run(36, 3, 'number', json(T.qCompanions), 0, json({ min: 0, max: 10 }), 6);

  // Tour 4: complete tour with single ticketing, in French.
  tour.run({
    ...base,
    id: 4,
    name: json(T.tourArchitectureName),
    eventName: json(T.groupCollection),
    description: json(T.tourArchitectureText),
    lang: 'fr',
    venue: venue(2),
    max: 15,
    complete: 1,
    single: 1,
    duration: 75,
    seq: 4,
    image: '/static/tours/architecture.svg',
  });
  tourGroup.run(4, 24);
  price.run(1401, 4, json(T.walkPlace), 800, 19, null, 1);
  ticket.run(1411, 4, json(T.adult), 1200, 7, 1);
  ticket.run(1412, 4, json(T.reduced), 700, 7, 2);
  for (const day of days(60, (d) => weekday(d) === SATURDAY)) slot.run(4, `${day} 11:00:00`, 1);

  // Tour 5: garden walk in Spanish, no admission ticket needed.
  tour.run({
    ...base,
    id: 5,
    name: json(T.tourGarden),
    eventName: json(tr('Garten', 'Garden', 'Jardin', 'Giardino', 'Tuin', 'Jardín', 'Trädgård', 'Have')),
    description: json(T.tourGardenText),
    lang: 'es',
    venue: venue(2),
    max: 25,
    withoutTickets: 1,
    duration: 45,
    seq: 0,
    image: '/static/tours/garden.svg',
  });
  tourGroup.run(5, 24);
  tourGroup.run(5, 21);
  price.run(1501, 5, json(T.walkPlace), 500, 19, null, 1);
  ticket.run(1511, 5, json(T.adult), 1600, 7, 1);
  for (const day of days(60, (d) => weekday(d) === SUNDAY || weekday(d) === 3)) {
    slot.run(5, `${day} ${weekday(day) === SUNDAY ? '10:00' : '17:00'}:00`, 1);
  }

  // Tour 6: no dates at all (lifetime first and last are null: not bookable).
  tour.run({
    ...base,
    id: 6,
    name: json(T.tourRestoration),
    eventName: json(T.groupCollection),
    description: json(T.tourRestorationText),
    lang: 'de',
    venue: 1,
    max: 8,
    duration: 60,
    seq: 5,
  });
  tourGroup.run(6, 21);
  price.run(1601, 6, json(T.tourFee), 800, 19, null, 1);
}

function seedMerchandise(db: Db, today: string): void {
  const item = db.prepare(
    `INSERT INTO merchandise (id, name, description, price, vat_value, stock_capacity, sequence_no, product_kind_ref, weight, image, sale_ends)
     VALUES (@id, @name, @description, @price, @vat, @stock, @seq, @kind, @weight, @image, @saleEnds)`,
  );
  const group = db.prepare('INSERT INTO merchandise_groups (merchandise_id, group_id) VALUES (?, ?)');
  const add = (
    id: number,
    name: I18nText,
    description: I18nText,
    price: number,
    vat: number,
    stock: number,
    kind: number,
    weight: number,
    image: string,
    groups: number[],
    saleEnds: string | null = null,
  ) => {
    item.run({
      id,
      name: json(name),
      description: json(description),
      price,
      vat,
      stock,
      seq: id,
      kind,
      weight,
      image,
      saleEnds,
    });
    for (const g of groups) group.run(id, g);
  };
  add(1, T.catalogue, T.catalogueText, 3900, 7, 50, 1, 1200, '/static/merchandise/catalogue.svg', [31]);
  add(2, T.poster, T.posterText, 1500, 19, 25, 1, 300, '/static/merchandise/poster.svg', [32]);
  add(3, T.postcards, T.postcardsText, 800, 19, 200, 1, 150, '/static/merchandise/postcards.svg', [32, 33]);
  add(4, T.toteBag, T.toteBagText, 1800, 19, 3, 1, 200, '/static/merchandise/tote-bag.svg', [33]);
  add(
    5,
    T.calendar,
    T.calendarText,
    1200,
    7,
    10,
    1,
    600,
    '/static/merchandise/calendar.svg',
    [33],
    addDays(today, -30),
  );
  add(6, T.passSingle, T.passText, 6500, 7, 1000, 13, 20, '/static/merchandise/pass.svg', [34]);
  add(7, T.passPartner, T.passText, 11000, 7, 1000, 13, 20, '/static/merchandise/pass.svg', [34]);
  add(8, T.passYoung, T.passText, 3000, 7, 1000, 13, 20, '/static/merchandise/pass.svg', [34]);
  // The poster is sold out: its whole stock is booked (stock is derived, never stored).
  demoFill(db, 'DEMOFILL0003', today)({ kind: 'merchandise', ref: 2, quantity: 25 });
}

function seedVouchers(db: Db, today: string): void {
  const group = db.prepare('INSERT INTO voucher_groups (id, name, sequence_no) VALUES (?, ?, ?)');
  group.run(41, json(T.voucherGift), 1);
  group.run(42, json(T.voucherExperience), 2);
  const voucher = db.prepare(
    `INSERT INTO vouchers (id, name, description, price, vat_value, variable_amount, min_amount, max_amount, sequence_no, group_id, image)
     VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
  );
  const text = json(T.voucherText);
  voucher.run(1, json(T.voucher25), text, 2500, 0, null, null, 1, 41, '/static/vouchers/gift.svg');
  voucher.run(2, json(T.voucher50), text, 5000, 0, null, null, 2, 41, '/static/vouchers/gift.svg');
  voucher.run(3, json(T.voucherFree), text, 0, 1, 1000, 50000, 3, 41, '/static/vouchers/gift.svg');
  voucher.run(4, json(T.voucherTour), text, 4000, 0, null, null, 1, 42, '/static/vouchers/tour.svg');

  const code = db.prepare(
    'INSERT INTO voucher_codes (barcode, name, amount, valid_from, valid_to) VALUES (?, ?, ?, ?, ?)',
  );
  const redeem = db.prepare('INSERT INTO voucher_redemptions (code_id, amount) VALUES (?, ?)');
  const name = json(T.voucherCodeName);
  const from = `${addDays(today, -30)} 00:00:00`;
  const to = `${addDays(today, 365)} 23:59:59`;
  code.run(DEMO_VOUCHER_CODES.valid, name, 2500, from, to);
  const partial = code.run(DEMO_VOUCHER_CODES.partial, name, 5000, from, to).lastInsertRowid;
  redeem.run(partial, 2000);
  code.run(
    DEMO_VOUCHER_CODES.expired,
    name,
    2500,
    `${addDays(today, -400)} 00:00:00`,
    `${addDays(today, -1)} 23:59:59`,
  );
  code.run(
    DEMO_VOUCHER_CODES.future,
    name,
    2500,
    `${addDays(today, 10)} 00:00:00`,
    `${addDays(today, 400)} 23:59:59`,
  );
  const usedUp = code.run(DEMO_VOUCHER_CODES.usedUp, name, 2000, from, to).lastInsertRowid;
  redeem.run(usedUp, 2000);
}

/** Countries the shop delivers to, with weight bands in grams; US has no stored costs. */
const SHIPPING_BANDS: Record<string, Array<[number, number]>> = {
  DE: [
    [0, 495],
    [1000, 695],
    [5000, 995],
  ],
  EU: [
    [0, 995],
    [1000, 1495],
    [5000, 2495],
  ],
  WORLD: [
    [0, 1495],
    [1000, 1995],
    [5000, 2995],
  ],
};
const COUNTRIES: Array<[string, keyof typeof SHIPPING_BANDS | null]> = [
  ['DE', 'DE'],
  ['AT', 'EU'],
  ['CH', 'WORLD'],
  ['FR', 'EU'],
  ['IT', 'EU'],
  ['NL', 'EU'],
  ['BE', 'EU'],
  ['LU', 'EU'],
  ['ES', 'EU'],
  ['SE', 'EU'],
  ['DK', 'EU'],
  ['PL', 'EU'],
  ['GB', 'WORLD'],
  ['US', null],
];

function seedCountries(db: Db): void {
  const country = db.prepare('INSERT INTO countries (key, sequence_no) VALUES (?, ?)');
  const rate = db.prepare('INSERT INTO shipping_rates (country, weight_from, cost) VALUES (?, ?, ?)');
  COUNTRIES.forEach(([key, zone], i) => {
    country.run(key, i + 1);
    for (const [from, cost] of zone ? (SHIPPING_BANDS[zone] ?? []) : []) rate.run(key, from, cost);
  });
}

function seedCustomers(db: Db, today: string, hashes: string[]): void {
  const customer = db.prepare(
    `INSERT INTO customers (email, password_hash, salutation, fname, lname, company, phone, street, zip, city, country, shipping, created_at)
     VALUES (@email, @hash, @salutation, @fname, @lname, @company, @phone, @street, @zip, @city, @country, @shipping, @created)`,
  );
  customer.run({
    email: DEMO_CUSTOMERS[0].email,
    hash: hashes[0],
    salutation: 'ms',
    fname: 'Anna',
    lname: 'Schmidt',
    company: '',
    phone: '+49 30 5550101',
    street: 'Kastanienallee 5',
    zip: '10435',
    city: 'Berlin',
    country: 'DE',
    shipping: json({
      id: 1,
      name: 'Anna Schmidt',
      street: 'Hauptstraße 8',
      zip: '1010',
      city: 'Wien',
      country: 'AT',
    }),
    created: `${today} 08:00:00`,
  });
  customer.run({
    email: DEMO_CUSTOMERS[1].email,
    hash: hashes[1],
    salutation: 'mr',
    fname: 'Ben',
    lname: 'Meyer',
    company: 'Meyer & Söhne GmbH',
    phone: '',
    street: 'Rue de la Loi 12',
    zip: '1000',
    city: 'Bruxelles',
    country: 'BE',
    shipping: null,
    created: `${today} 08:00:00`,
  });
}

/** Two staff-prepared orders for the private tour: one open for review and payment, one already paid. */
function seedOrders(db: Db, today: string): void {
  const slotOn = (offset: number) =>
    db
      .prepare('SELECT id, start FROM tour_slots WHERE tour_id = 3 AND start >= ? ORDER BY start LIMIT 1')
      .get(`${addDays(today, offset)} 00:00:00`) as { id: number; start: string };
  const booking = db.prepare(
    `INSERT INTO bookings (public_id, customer, status, total, has_tickets, created_at)
     VALUES (?, ?, ?, ?, 1, ?)`,
  );
  const line = db.prepare(
    `INSERT INTO booking_lines (booking_id, kind, ref_id, tour_slot_id, persons, tours, quantity, amount, detail)
     VALUES (?, 'tour', 3, ?, ?, ?, ?, ?, ?)`,
  );
  const customer = {
    salutation: 'ms',
    fname: 'Clara',
    lname: 'Wagner',
    email: 'clara.wagner@example.com',
    phone: '+49 30 5550202',
    company: 'Lessing-Gymnasium',
    addrBilling: {
      name: 'Lessing-Gymnasium',
      street: 'Schulweg 3',
      zip: '10117',
      city: 'Berlin',
      country: 'DE',
    },
  };
  for (const [publicId, status, offset] of [
    [DEMO_ORDERS.open, 'reserved', 8],
    [DEMO_ORDERS.paid, 'paid', 15],
  ] as const) {
    const slot = slotOn(offset);
    const amount = 6000 + 22 * 1200;
    const id = booking.run(publicId, json(customer), status, amount, `${today} 08:30:00`).lastInsertRowid;
    line.run(
      id,
      slot.id,
      22,
      1,
      1,
      amount,
      json({
        datetime: slot.start,
        prices: [{ id: 1302, count: 1, price: 6000 }],
        tickets: [{ id: 1311, count: 22, price: 1200 }],
      }),
    );
  }
}
