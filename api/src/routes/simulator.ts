import type { CartItem } from '@museum/shared/wire';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Env, Shop } from '../context.ts';
import { type I18nText, isLang, type Lang, pick, tr } from '../lib/i18n.ts';
import { escapeMarkup as escapeHtml } from '../lib/text.ts';
import { availability } from '../services/availability.ts';
import { bookingService } from '../services/booking/index.ts';
import type { CartRow, PaymentRow } from '../services/booking/types.ts';
import { countryName } from '../services/customers.ts';
import { merchandiseCatalogue } from '../services/merchandise.ts';
import {
  needsPayer,
  PAYER_FIELDS,
  PAYER_MAX_LENGTH,
  type Payer,
  type PayerError,
  type PayerField,
  type PayerForm,
  payerFields,
  readPayer,
} from '../services/payer.ts';
import { goodsParcels } from '../services/pricing/index.ts';
import type { ProviderCart } from '../services/pricing/provider-cart.ts';

/**
 * The provider's page speaks the visitor's language (the shop's request names it; initPayment passes it on in
 * the page's address as `?lang=`), like a real provider's page opened from a shop in that language.
 */
const TEXTS = {
  title: tr(
    'Demo-Zahlung',
    'Demo payment',
    'Paiement de démonstration',
    'Pagamento di prova',
    'Demobetaling',
    'Pago de demostración',
    'Demobetalning',
    'Demobetaling',
  ),
  asks: tr(
    '{museum} bittet Sie, {amount} zu bezahlen.',
    '{museum} asks you to pay {amount}.',
    '{museum} vous demande de payer {amount}.',
    '{museum} ti chiede di pagare {amount}.',
    '{museum} vraagt je {amount} te betalen.',
    '{museum} te pide que pagues {amount}.',
    '{museum} ber dig att betala {amount}.',
    '{museum} beder dig om at betale {amount}.',
  ),
  caption: tr(
    'Wofür Sie bezahlen',
    'What you pay for',
    'Ce que vous payez',
    'Cosa paghi',
    'Waarvoor je betaalt',
    'Lo que pagas',
    'Det här betalar du för',
    'Det betaler du for',
  ),
  item: tr('Artikel', 'Item', 'Article', 'Articolo', 'Artikel', 'Artículo', 'Artikel', 'Vare'),
  quantity: tr('Anzahl', 'Quantity', 'Quantité', 'Quantità', 'Aantal', 'Cantidad', 'Antal', 'Antal'),
  priceEach: tr(
    'Einzelpreis',
    'Price each',
    'Prix unitaire',
    'Prezzo unitario',
    'Prijs per stuk',
    'Precio por unidad',
    'Styckpris',
    'Stykpris',
  ),
  demo: tr(
    'Dies ist der Demo-Zahlungsanbieter: Es fließt kein Geld.',
    'This is the demo payment provider: no money moves.',
    'Ceci est le prestataire de paiement de démonstration : aucun argent n’est débité.',
    'Questo è il fornitore di pagamenti di prova: nessun addebito reale.',
    'Dit is de demobetaalprovider: er wordt geen geld afgeschreven.',
    'Este es el proveedor de pagos de demostración: no se cobra dinero real.',
    'Det här är demobetalningsleverantören: inga pengar dras.',
    'Dette er demobetalingsudbyderen: der trækkes ingen penge.',
  ),
  approve: tr(
    'Zahlung bestätigen',
    'Approve payment',
    'Approuver le paiement',
    'Approva il pagamento',
    'Betaling goedkeuren',
    'Aprobar el pago',
    'Godkänn betalningen',
    'Godkend betalingen',
  ),
  cancel: tr(
    'Zahlung abbrechen',
    'Cancel payment',
    'Annuler le paiement',
    'Annulla il pagamento',
    'Betaling annuleren',
    'Cancelar el pago',
    'Avbryt betalningen',
    'Annuller betalingen',
  ),
  fail: tr(
    'Zahlung scheitern lassen',
    'Fail payment',
    'Faire échouer le paiement',
    'Fai fallire il pagamento',
    'Betaling laten mislukken',
    'Hacer fallar el pago',
    'Låt betalningen misslyckas',
    'Lad betalingen mislykkes',
  ),
  notFound: tr(
    'Zahlung nicht gefunden',
    'Payment not found',
    'Paiement introuvable',
    'Pagamento non trovato',
    'Betaling niet gevonden',
    'Pago no encontrado',
    'Betalningen hittades inte',
    'Betalingen blev ikke fundet',
  ),
  noSuchPayment: tr(
    'Diese Zahlung gibt es nicht.',
    'This payment does not exist.',
    'Ce paiement n’existe pas.',
    'Questo pagamento non esiste.',
    'Deze betaling bestaat niet.',
    'Este pago no existe.',
    'Den här betalningen finns inte.',
    'Denne betaling findes ikke.',
  ),
  payerLegend: tr(
    'Ihre Angaben',
    'Your details',
    'Vos coordonnées',
    'I tuoi dati',
    'Je gegevens',
    'Tus datos',
    'Dina uppgifter',
    'Dine oplysninger',
  ),
  payerHint: tr(
    'Wie PayPal gibt der Anbieter diese Angaben an das Museum weiter: Die Bestätigung, mit Tickets und Gutscheincodes, geht an Ihre E-Mail-Adresse. Alle Felder sind Pflichtfelder.',
    'Like PayPal, the provider passes these details on to the museum: the confirmation, with any tickets and voucher codes, goes to your e-mail address. All fields are required.',
    'Comme PayPal, le prestataire transmet ces informations au musée : la confirmation, avec les billets et les codes de bon, est envoyée à votre adresse e-mail. Tous les champs sont obligatoires.',
    'Come PayPal, il fornitore trasmette questi dati al museo: la conferma, con i biglietti e i codici buono, arriva al tuo indirizzo e-mail. Tutti i campi sono obbligatori.',
    'Net als PayPal geeft de provider deze gegevens door aan het museum: de bevestiging, met tickets en waardeboncodes, gaat naar je e-mailadres. Alle velden zijn verplicht.',
    'Como PayPal, el proveedor pasa estos datos al museo: la confirmación, con las entradas y los códigos de vale, llega a tu dirección de correo electrónico. Todos los campos son obligatorios.',
    'Precis som PayPal lämnar leverantören de här uppgifterna vidare till museet: bekräftelsen, med biljetter och presentkortskoder, skickas till din e-postadress. Alla fält är obligatoriska.',
    'Ligesom PayPal giver udbyderen disse oplysninger videre til museet: bekræftelsen, med billetter og gavekortkoder, sendes til din e-mailadresse. Alle felter skal udfyldes.',
  ),
  parcelHint: tr(
    'Das Paket geht an die Adresse unten.',
    'The parcel goes to the address below.',
    'Le colis est envoyé à l’adresse ci-dessous.',
    'Il pacco viene spedito all’indirizzo qui sotto.',
    'Het pakket gaat naar het adres hieronder.',
    'El paquete se envía a la dirección de abajo.',
    'Paketet skickas till adressen nedan.',
    'Pakken sendes til adressen nedenfor.',
  ),
  email: tr(
    'E-Mail-Adresse',
    'E-mail address',
    'Adresse e-mail',
    'Indirizzo e-mail',
    'E-mailadres',
    'Correo electrónico',
    'E-postadress',
    'E-mailadresse',
  ),
  fname: tr('Vorname', 'First name', 'Prénom', 'Nome', 'Voornaam', 'Nombre', 'Förnamn', 'Fornavn'),
  lname: tr('Nachname', 'Last name', 'Nom', 'Cognome', 'Achternaam', 'Apellidos', 'Efternamn', 'Efternavn'),
  street: tr(
    'Straße und Hausnummer',
    'Street and number',
    'Rue et numéro',
    'Via e numero civico',
    'Straat en huisnummer',
    'Calle y número',
    'Gatuadress',
    'Gade og husnummer',
  ),
  zip: tr(
    'Postleitzahl',
    'Postal code',
    'Code postal',
    'CAP',
    'Postcode',
    'Código postal',
    'Postnummer',
    'Postnummer',
  ),
  city: tr('Ort', 'City', 'Ville', 'Città', 'Plaats', 'Ciudad', 'Ort', 'By'),
  deliveryTo: tr(
    'Lieferung nach: {country}',
    'Delivery to: {country}',
    'Livraison vers : {country}',
    'Consegna in: {country}',
    'Levering naar: {country}',
    'Envío a: {country}',
    'Leverans till: {country}',
    'Levering til: {country}',
  ),
  checkDetails: tr(
    'Bitte prüfen Sie Ihre Angaben.',
    'Please check your details.',
    'Veuillez vérifier vos coordonnées.',
    'Controlla i tuoi dati.',
    'Controleer je gegevens.',
    'Revisa tus datos.',
    'Kontrollera dina uppgifter.',
    'Kontrollér dine oplysninger.',
  ),
  required: tr(
    'Bitte füllen Sie dieses Feld aus.',
    'Please fill in this field.',
    'Veuillez remplir ce champ.',
    'Compila questo campo.',
    'Vul dit veld in.',
    'Rellena este campo.',
    'Fyll i det här fältet.',
    'Udfyld dette felt.',
  ),
  invalid: tr(
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    'Please enter a valid e-mail address.',
    'Veuillez saisir une adresse e-mail valide.',
    'Inserisci un indirizzo e-mail valido.',
    'Vul een geldig e-mailadres in.',
    'Introduce una dirección de correo electrónico válida.',
    'Ange en giltig e-postadress.',
    'Indtast en gyldig e-mailadresse.',
  ),
  invalidZip: tr(
    'Bitte geben Sie eine gültige Postleitzahl ein.',
    'Please enter a valid postal code.',
    'Veuillez saisir un code postal valide.',
    'Inserisci un CAP valido.',
    'Vul een geldige postcode in.',
    'Introduce un código postal válido.',
    'Ange ett giltigt postnummer.',
    'Indtast et gyldigt postnummer.',
  ),
  characters: tr(
    'Diese Angabe enthält Zeichen, die nicht erlaubt sind.',
    'This entry contains characters that are not allowed.',
    'Cette saisie contient des caractères non autorisés.',
    'Questo dato contiene caratteri non consentiti.',
    'Deze invoer bevat tekens die niet zijn toegestaan.',
    'Este dato contiene caracteres no permitidos.',
    'Uppgiften innehåller tecken som inte är tillåtna.',
    'Oplysningen indeholder tegn, der ikke er tilladt.',
  ),
  tooLong: tr(
    'Diese Angabe ist zu lang.',
    'This entry is too long.',
    'Cette saisie est trop longue.',
    'Questo dato è troppo lungo.',
    'Deze invoer is te lang.',
    'Este dato es demasiado largo.',
    'Uppgiften är för lång.',
    'Oplysningen er for lang.',
  ),
} satisfies Record<string, I18nText>;

/** What a payment that is no longer pending says, by its status. */
const DECIDED: Record<Exclude<PaymentRow['status'], 'pending'>, I18nText> = {
  approved: tr(
    'Diese Zahlung wurde bereits bestätigt.',
    'This payment has already been approved.',
    'Ce paiement a déjà été approuvé.',
    'Questo pagamento è già stato approvato.',
    'Deze betaling is al goedgekeurd.',
    'Este pago ya ha sido aprobado.',
    'Den här betalningen har redan godkänts.',
    'Denne betaling er allerede godkendt.',
  ),
  canceled: tr(
    'Diese Zahlung wurde bereits abgebrochen.',
    'This payment has already been cancelled.',
    'Ce paiement a déjà été annulé.',
    'Questo pagamento è già stato annullato.',
    'Deze betaling is al geannuleerd.',
    'Este pago ya ha sido cancelado.',
    'Den här betalningen har redan avbrutits.',
    'Denne betaling er allerede annulleret.',
  ),
  failed: tr(
    'Diese Zahlung ist bereits gescheitert.',
    'This payment has already failed.',
    'Ce paiement a déjà échoué.',
    'Questo pagamento è già fallito.',
    'Deze betaling is al mislukt.',
    'Este pago ya ha fallado.',
    'Den här betalningen har redan misslyckats.',
    'Denne betaling er allerede mislykket.',
  ),
  refund: tr(
    'Diese Zahlung wird erstattet.',
    'This payment is being refunded.',
    'Ce paiement est en cours de remboursement.',
    'Questo pagamento è in fase di rimborso.',
    'Deze betaling wordt terugbetaald.',
    'Este pago se está reembolsando.',
    'Den här betalningen återbetalas.',
    'Denne betaling bliver refunderet.',
  ),
};

/** The visitor's three choices: the decision each records, and its button (styled by the action's name). */
const DECISIONS = {
  approve: { status: 'approved', label: TEXTS.approve },
  cancel: { status: 'canceled', label: TEXTS.cancel },
  fail: { status: 'failed', label: TEXTS.fail },
} as const;

/** The payment page's address initPayment answers: in the language the shop asked in. */
export function paymentPageUrl(shop: Shop, paymentId: string, lang: Lang): string {
  return `${shop.publicUrl}simulator/${paymentId}?lang=${lang}`;
}

/**
 * The page's language: `?lang=` when it is one of the shop's; else the first of the shop's languages the
 * browser asks for (an address typed or shared without `?lang=`); else English. At most 20 of the header's
 * entries are read.
 */
function pageLang(c: Context<Env>): Lang {
  const lang = c.req.query('lang') ?? '';
  if (isLang(lang)) return lang;
  const accepted = (c.req.header('accept-language') ?? '').slice(0, 500).split(',').slice(0, 20);
  for (const entry of accepted) {
    const base = entry.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '';
    if (isLang(base)) return base;
  }
  return 'en';
}

// The language alone names the shop's locale for euros: Intl takes its usual region (en: "€25.00", de: "25,00 €").
const euros = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);

function page(lang: Lang, title: string, main: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f1ea; color: #1d1d1b; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.75rem 1.25rem; min-height: 44px; border-radius: 6px; border: 2px solid #1d1d1b; cursor: pointer; }
  button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .approve { background: #1e5631; color: #fff; border-color: #1e5631; }
  .cancel { background: #fff; color: #1d1d1b; }
  .fail { background: #8b1a1a; color: #fff; border-color: #8b1a1a; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
  th, td { text-align: left; padding: 0.25rem 0.5rem 0.25rem 0; border-bottom: 1px solid #d8d3c8; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  fieldset { border: 1px solid #d8d3c8; border-radius: 6px; margin: 1rem 0 0; padding: 1rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  .field { margin-top: 0.75rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.6rem; min-height: 44px; border: 1px solid #6b665c; border-radius: 6px; }
  input:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  input[aria-invalid="true"] { border: 2px solid #8b1a1a; }
  .error { color: #8b1a1a; margin: 0.25rem 0 0; }
  .summary { color: #8b1a1a; font-weight: 600; }
  /* A phone: the page's own margins would push the table of items past the screen's edge. */
  @media (max-width: 30rem) {
    main { margin: 0; padding: 1.25rem 1rem; border-radius: 0; }
    table { font-size: 0.875rem; }
    th, td { padding-right: 0.25rem; }
    td:first-child { overflow-wrap: anywhere; }
  }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

/** The items a provider lists (SPEC §7 provider cart): names escaped, they come from the museum's data. */
function itemsTable(stored: string | null, lang: Lang): string {
  if (!stored) return '';
  const cart = JSON.parse(stored) as ProviderCart;
  const rows = cart.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td class="amount">${item.quantity}</td><td class="amount">${euros(Math.round(Number(item.price) * 100), lang)}</td></tr>`,
    )
    .join('\n');
  return `<table>
<caption>${pick(TEXTS.caption, lang)}</caption>
<thead><tr><th scope="col">${pick(TEXTS.item, lang)}</th><th scope="col" class="amount">${pick(TEXTS.quantity, lang)}</th><th scope="col" class="amount">${pick(TEXTS.priceEach, lang)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

/** The payer's fields of an approval's form: only the known ones, only text (the body is bounded by the app). */
async function payerForm(c: Context<Env>): Promise<PayerForm> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const form: PayerForm = {};
  for (const field of PAYER_FIELDS) {
    const value = body[field];
    if (typeof value === 'string') form[field] = value;
  }
  return form;
}

/** Who pays: the e-mail, and for a parcel (the cart has a delivery country) the name and address. */
function payerFieldset(
  lang: Lang,
  shipsTo: string | null,
  entered: PayerForm,
  errors: Partial<Record<PayerField, PayerError>>,
): string {
  const firstError = payerFields(shipsTo).find((field) => errors[field]);
  const message = (field: PayerField, error: PayerError) =>
    pick(error === 'invalid' && field === 'zip' ? TEXTS.invalidZip : TEXTS[error], lang);
  const input = (field: PayerField, type: string, autocomplete: string) => {
    const id = `payer-${field}`;
    const error = errors[field];
    const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
    const focus = field === firstError ? ' autofocus' : '';
    return `<div class="field"><label for="${id}">${pick(TEXTS[field], lang)}</label>
<input id="${id}" name="${field}" type="${type}" autocomplete="${autocomplete}" required maxlength="${PAYER_MAX_LENGTH[field]}" value="${escapeHtml((entered[field] ?? '').slice(0, PAYER_MAX_LENGTH[field]))}"${described}${focus}>${
      error ? `\n<p id="${id}-error" class="error">${message(field, error)}</p>` : ''
    }</div>`;
  };
  // The address is the parcel's: autocomplete's "shipping" section, as the shop's own address forms.
  const delivery = shipsTo
    ? [
        `<p>${pick(TEXTS.parcelHint, lang)}</p>`,
        input('fname', 'text', 'shipping given-name'),
        input('lname', 'text', 'shipping family-name'),
        input('street', 'text', 'shipping street-address'),
        input('zip', 'text', 'shipping postal-code'),
        input('city', 'text', 'shipping address-level2'),
        `<p>${escapeHtml(pick(TEXTS.deliveryTo, lang).replace('{country}', countryName(shipsTo, lang)))}</p>`,
      ]
    : [];
  return `${firstError ? `<p class="summary" role="alert">${pick(TEXTS.checkDetails, lang)}</p>\n` : ''}<fieldset>
<legend>${pick(TEXTS.payerLegend, lang)}</legend>
<p>${pick(TEXTS.payerHint, lang)}</p>
${[input('email', 'email', 'email'), ...delivery].join('\n')}
</fieldset>`;
}

/**
 * The payment provider's page, simulated on the API: initPayment sends the visitor here; Approve,
 * Cancel and Fail record the decision and redirect to the shop's continue or cancel URL with
 * cartId, us (payment reference), sessionUs (its secret) and status, which execPayment checks.
 */
export function simulatorRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const booking = bookingService(shop);
  const merchandise = merchandiseCatalogue(shop.db, availability(shop.db));
  /** The cart's country when a parcel goes there (goods, or a pass not sent to its owner), else null. */
  const shipsTo = (cart: CartRow): string | null => {
    if (!cart.country) return null;
    const parcels = goodsParcels(
      JSON.parse(cart.items) as CartItem[],
      cart.country,
      (id) => merchandise.item(id)?.weight,
    );
    return parcels.some((parcel) => parcel.item === undefined) ? cart.country : null;
  };
  /** What the page asks of who pays (null: nothing, the cart has a customer), worked out once per request. */
  const payerQuestion = (cart: CartRow) => (needsPayer(cart) ? { shipsTo: shipsTo(cart) } : null);
  const declined = (paymentId: string, status: 'failed' | 'canceled') => {
    booking.decline(paymentId, status);
    return booking.payment(paymentId)?.status ?? status;
  };
  const notFoundPage = (c: Context<Env>) => {
    const lang = pageLang(c);
    const title = pick(TEXTS.notFound, lang);
    return c.html(page(lang, title, `<h1>${title}</h1><p>${pick(TEXTS.noSuchPayment, lang)}</p>`), 404);
  };

  /**
   * The provider's page of a payment: what is paid for and the three decisions. A cart without a customer (PayPal
   * without an account) also asks who pays (services/payer.ts); `entered` and `errors` are a refused approval's.
   */
  const paymentPage = (
    payment: PaymentRow,
    asked: { shipsTo: string | null } | null,
    lang: Lang,
    entered: PayerForm = {},
    errors: Partial<Record<PayerField, PayerError>> = {},
  ) => {
    const action = (name: string) => `/simulator/${escapeHtml(payment.id)}/${name}?lang=${lang}`;
    const button = (name: keyof typeof DECISIONS) =>
      `<button type="submit" class="${name}">${pick(DECISIONS[name].label, lang)}</button>`;
    // One pass: a museum's name that holds "{amount}" stays its name.
    const values = {
      museum: escapeHtml(pick(shop.meta.name, lang)),
      amount: `<strong>${euros(payment.amount, lang)}</strong>`,
    };
    const asks = pick(TEXTS.asks, lang).replace(
      /\{(museum|amount)\}/g,
      (_, key: keyof typeof values) => values[key],
    );
    const payerFieldsHtml = asked ? payerFieldset(lang, asked.shipsTo, entered, errors) : '';
    const body =
      payment.status === 'pending'
        ? `<p>${asks}</p>
${itemsTable(payment.provider_cart, lang)}
<p>${pick(TEXTS.demo, lang)}</p>
<form method="post" action="${action('approve')}" novalidate>
${payerFieldsHtml}
<div class="actions">${button('approve')}</div>
</form>
<div class="actions">
<form method="post" action="${action('cancel')}">${button('cancel')}</form>
<form method="post" action="${action('fail')}">${button('fail')}</form>
</div>`
        : `<p>${pick(DECIDED[payment.status], lang)}</p>`;
    const title = pick(TEXTS.title, lang);
    return page(lang, title, `<h1>${title}</h1>\n${body}`);
  };

  // The page holds what a visitor types about themselves: never framed, kept in a cache or passed on as referrer.
  r.use('/simulator/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Frame-Options', 'DENY');
    c.header('Content-Security-Policy', "frame-ancestors 'none'");
    c.header('Referrer-Policy', 'no-referrer');
  });

  r.get('/simulator/:paymentId', (c) => {
    const payment = booking.payment(c.req.param('paymentId'));
    const cart = payment ? booking.cart(payment.cart_id) : undefined;
    if (!payment || !cart) return notFoundPage(c);
    return c.html(paymentPage(payment, payerQuestion(cart), pageLang(c)));
  });

  r.post('/simulator/:paymentId/:action', async (c) => {
    const payment = booking.payment(c.req.param('paymentId'));
    if (!payment) return notFoundPage(c);
    const action = c.req.param('action');
    // An own key only: `constructor` or `__proto__` must not reach the object's prototype.
    if (!Object.hasOwn(DECISIONS, action)) return notFoundPage(c);
    const { status } = DECISIONS[action as keyof typeof DECISIONS];
    let payer: Payer | null = null;
    const cart = status === 'approved' && payment.status === 'pending' ? booking.cart(payment.cart_id) : null;
    const asked = cart ? payerQuestion(cart) : null;
    if (asked) {
      const entered = await payerForm(c);
      const read = readPayer(entered, asked.shipsTo);
      if (!read.ok) return c.html(paymentPage(payment, asked, pageLang(c), entered, read.errors), 400);
      payer = read.payer;
    }
    // Approve checks the cart can still be booked for this amount; otherwise the payment fails.
    const decided = status === 'approved' ? booking.approve(payment.id, payer) : declined(payment.id, status);
    const target = new URL(decided === 'canceled' ? payment.cancel_url : payment.continue_url);
    target.searchParams.set('cartId', payment.cart_id);
    target.searchParams.set('us', payment.id);
    target.searchParams.set('sessionUs', payment.secret);
    target.searchParams.set('status', decided);
    return c.redirect(target.toString(), 303);
  });

  return r;
}
