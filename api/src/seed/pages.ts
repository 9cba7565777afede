import type { I18nText } from '../lib/i18n.ts';
import { SHIPPING_TITLE, tr } from '../lib/i18n.ts';

export interface StaticPage {
  id: string;
  title: I18nText;
  html: I18nText;
}

const ADDRESS = '<p>Museum Lindenhof<br>Lindenallee 12<br>10115 Berlin</p>';

const imprint: StaticPage = {
  id: 'imprint',
  title: tr(
    'Impressum',
    'Imprint',
    'Mentions légales',
    'Note legali',
    'Colofon',
    'Aviso legal',
    'Om webbplatsen',
    'Kolofon',
  ),
  html: tr(
    `<h2>Angaben gemäß § 5 DDG</h2>${ADDRESS}<p>Vertreten durch die Direktorin Dr. Marta Keller.</p><h3>Kontakt</h3><p>Telefon: +49 30 1234567<br>E-Mail: <a href="mailto:shop@museum-lindenhof.example">shop@museum-lindenhof.example</a></p><h3>Umsatzsteuer-ID</h3><p>DE 123 456 789</p>`,
    `<h2>Legal notice</h2>${ADDRESS}<p>Represented by the director, Dr Marta Keller.</p><h3>Contact</h3><p>Phone: +49 30 1234567<br>E-mail: <a href="mailto:shop@museum-lindenhof.example">shop@museum-lindenhof.example</a></p><h3>VAT number</h3><p>DE 123 456 789</p>`,
    `<h2>Mentions légales</h2>${ADDRESS}<p>Représenté par sa directrice, Dr Marta Keller.</p><h3>Contact</h3><p>Téléphone : +49 30 1234567<br>Courriel : <a href="mailto:shop@museum-lindenhof.example">shop@museum-lindenhof.example</a></p><h3>Numéro de TVA</h3><p>DE 123 456 789</p>`,
    `<h2>Note legali</h2>${ADDRESS}<p>Rappresentato dalla direttrice, dott.ssa Marta Keller.</p><h3>Contatti</h3><p>Telefono: +49 30 1234567<br>E-mail: <a href="mailto:shop@museum-lindenhof.example">shop@museum-lindenhof.example</a></p><h3>Partita IVA</h3><p>DE 123 456 789</p>`,
    `<h2>Colofon</h2>${ADDRESS}<p>Vertegenwoordigd door de directeur, dr. Marta Keller.</p><h3>Contact</h3><p>Telefoon: +49 30 1234567<br>E-mail: <a href="mailto:shop@museum-lindenhof.example">shop@museum-lindenhof.example</a></p><h3>Btw-nummer</h3><p>DE 123 456 789</p>`,
    `<h2>Aviso legal</h2>${ADDRESS}<p>Representado por su directora, la Dra. Marta Keller.</p><h3>Contacto</h3><p>Teléfono: +49 30 1234567<br>Correo: <a href="mailto:shop@museum-lindenhof.example">shop@museum-lindenhof.example</a></p><h3>Número de IVA</h3><p>DE 123 456 789</p>`,
    `<h2>Om webbplatsen</h2>${ADDRESS}<p>Företräds av museichefen dr Marta Keller.</p><h3>Kontakt</h3><p>Telefon: +49 30 1234567<br>E-post: <a href="mailto:shop@museum-lindenhof.example">shop@museum-lindenhof.example</a></p><h3>Momsregistreringsnummer</h3><p>DE 123 456 789</p>`,
    `<h2>Kolofon</h2>${ADDRESS}<p>Repræsenteret ved direktør dr. Marta Keller.</p><h3>Kontakt</h3><p>Telefon: +49 30 1234567<br>E-mail: <a href="mailto:shop@museum-lindenhof.example">shop@museum-lindenhof.example</a></p><h3>Momsnummer</h3><p>DE 123 456 789</p>`,
  ),
};

const terms: StaticPage = {
  id: 'terms',
  title: tr(
    'AGB',
    'Terms and conditions',
    'Conditions générales',
    'Condizioni generali',
    'Algemene voorwaarden',
    'Condiciones generales',
    'Allmänna villkor',
    'Handelsbetingelser',
  ),
  html: tr(
    '<h2>Allgemeine Geschäftsbedingungen</h2><h3>1. Geltungsbereich</h3><p>Diese Bedingungen gelten für alle Käufe im Online-Shop des Museum Lindenhof.</p><h3>2. Tickets</h3><p>Zeitfenster-Tickets gelten nur für den gebuchten Einlass. Ein Umtausch ist bis 24 Stunden vorher möglich.</p><h3>3. Widerrufsrecht</h3><p>Für Tickets zu Terminen besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB). Für Waren gilt ein Widerrufsrecht von 14 Tagen.</p><h3>4. Zahlung</h3><p>Wir akzeptieren PayPal, Kreditkarte und Lastschrift.</p>',
    '<h2>Terms and conditions</h2><h3>1. Scope</h3><p>These terms apply to every purchase in the online shop of the Lindenhof Museum.</p><h3>2. Tickets</h3><p>Timed tickets are valid for the booked entry only. They can be exchanged up to 24 hours before.</p><h3>3. Right of withdrawal</h3><p>Tickets for a date cannot be withdrawn from. For goods you have 14 days to withdraw.</p><h3>4. Payment</h3><p>We accept PayPal, card and direct debit.</p>',
    "<h2>Conditions générales de vente</h2><h3>1. Champ d'application</h3><p>Ces conditions s'appliquent à tout achat dans la boutique en ligne du Musée Lindenhof.</p><h3>2. Billets</h3><p>Les billets à créneau ne sont valables que pour l'entrée réservée. Un échange est possible jusqu'à 24 heures avant.</p><h3>3. Droit de rétractation</h3><p>Les billets datés ne peuvent pas faire l'objet d'une rétractation. Pour les marchandises, vous disposez de 14 jours.</p><h3>4. Paiement</h3><p>Nous acceptons PayPal, la carte bancaire et le prélèvement.</p>",
    "<h2>Condizioni generali di vendita</h2><h3>1. Ambito</h3><p>Queste condizioni valgono per tutti gli acquisti nel negozio online del Museo Lindenhof.</p><h3>2. Biglietti</h3><p>I biglietti a fascia oraria valgono solo per l'ingresso prenotato. Il cambio è possibile fino a 24 ore prima.</p><h3>3. Diritto di recesso</h3><p>Per i biglietti datati non è previsto il recesso. Per le merci il recesso è possibile entro 14 giorni.</p><h3>4. Pagamento</h3><p>Accettiamo PayPal, carta e addebito diretto.</p>",
    '<h2>Algemene voorwaarden</h2><h3>1. Toepassing</h3><p>Deze voorwaarden gelden voor alle aankopen in de webwinkel van Museum Lindenhof.</p><h3>2. Tickets</h3><p>Tickets met tijdslot gelden alleen voor de geboekte toegang. Omruilen kan tot 24 uur van tevoren.</p><h3>3. Herroepingsrecht</h3><p>Voor tickets op een datum geldt geen herroepingsrecht. Voor goederen heeft u 14 dagen.</p><h3>4. Betaling</h3><p>Wij accepteren PayPal, creditcard en automatische incasso.</p>',
    '<h2>Condiciones generales</h2><h3>1. Ámbito</h3><p>Estas condiciones se aplican a todas las compras en la tienda online del Museo Lindenhof.</p><h3>2. Entradas</h3><p>Las entradas con franja horaria solo valen para el acceso reservado. Se pueden cambiar hasta 24 horas antes.</p><h3>3. Derecho de desistimiento</h3><p>Las entradas con fecha no admiten desistimiento. Para los artículos dispone de 14 días.</p><h3>4. Pago</h3><p>Aceptamos PayPal, tarjeta y domiciliación bancaria.</p>',
    '<h2>Allmänna villkor</h2><h3>1. Omfattning</h3><p>Villkoren gäller alla köp i Lindenhofmuseets webbutik.</p><h3>2. Biljetter</h3><p>Biljetter med tidslucka gäller bara för den bokade entrén. Byte är möjligt fram till 24 timmar innan.</p><h3>3. Ångerrätt</h3><p>Biljetter till ett visst datum omfattas inte av ångerrätt. För varor gäller 14 dagars ångerrätt.</p><h3>4. Betalning</h3><p>Vi tar emot PayPal, kort och autogiro.</p>',
    '<h2>Handelsbetingelser</h2><h3>1. Anvendelse</h3><p>Betingelserne gælder for alle køb i Lindenhof Museums webshop.</p><h3>2. Billetter</h3><p>Billetter med tidsinterval gælder kun for den bookede indgang. De kan byttes indtil 24 timer før.</p><h3>3. Fortrydelsesret</h3><p>Der er ingen fortrydelsesret for daterede billetter. For varer har du 14 dage.</p><h3>4. Betaling</h3><p>Vi modtager PayPal, kort og direkte debitering.</p>',
  ),
};

const dataProtection: StaticPage = {
  id: 'data_protection',
  title: tr(
    'Datenschutz',
    'Privacy policy',
    'Protection des données',
    'Informativa sulla privacy',
    'Privacyverklaring',
    'Protección de datos',
    'Integritetspolicy',
    'Privatlivspolitik',
  ),
  html: tr(
    '<h2>Datenschutzerklärung</h2><p>Wir verarbeiten Ihre Daten nur, um Ihre Bestellung auszuführen (Art. 6 Abs. 1 lit. b DSGVO).</p><h3>Welche Daten?</h3><ul><li>Name und Anschrift</li><li>E-Mail-Adresse</li><li>Bestelldaten</li></ul><h3>Ihre Rechte</h3><p>Sie haben das Recht auf Auskunft, Berichtigung und Löschung. Schreiben Sie an datenschutz@museum-lindenhof.example.</p>',
    '<h2>Privacy policy</h2><p>We process your data only to fulfil your order (Art. 6(1)(b) GDPR).</p><h3>Which data?</h3><ul><li>Name and address</li><li>E-mail address</li><li>Order details</li></ul><h3>Your rights</h3><p>You have the right to access, correct and delete your data. Write to datenschutz@museum-lindenhof.example.</p>',
    "<h2>Protection des données</h2><p>Nous traitons vos données uniquement pour exécuter votre commande (art. 6, par. 1, point b du RGPD).</p><h3>Quelles données ?</h3><ul><li>Nom et adresse</li><li>Adresse électronique</li><li>Données de commande</li></ul><h3>Vos droits</h3><p>Vous avez un droit d'accès, de rectification et d'effacement. Écrivez à datenschutz@museum-lindenhof.example.</p>",
    "<h2>Informativa sulla privacy</h2><p>Trattiamo i tuoi dati solo per evadere l'ordine (art. 6, par. 1, lett. b GDPR).</p><h3>Quali dati?</h3><ul><li>Nome e indirizzo</li><li>Indirizzo e-mail</li><li>Dati dell'ordine</li></ul><h3>I tuoi diritti</h3><p>Hai diritto di accesso, rettifica e cancellazione. Scrivi a datenschutz@museum-lindenhof.example.</p>",
    '<h2>Privacyverklaring</h2><p>Wij verwerken uw gegevens alleen om uw bestelling uit te voeren (art. 6 lid 1 sub b AVG).</p><h3>Welke gegevens?</h3><ul><li>Naam en adres</li><li>E-mailadres</li><li>Bestelgegevens</li></ul><h3>Uw rechten</h3><p>U heeft recht op inzage, correctie en verwijdering. Schrijf naar datenschutz@museum-lindenhof.example.</p>',
    '<h2>Protección de datos</h2><p>Tratamos sus datos solo para tramitar su pedido (art. 6.1.b RGPD).</p><h3>¿Qué datos?</h3><ul><li>Nombre y dirección</li><li>Correo electrónico</li><li>Datos del pedido</li></ul><h3>Sus derechos</h3><p>Tiene derecho de acceso, rectificación y supresión. Escriba a datenschutz@museum-lindenhof.example.</p>',
    '<h2>Integritetspolicy</h2><p>Vi behandlar dina uppgifter bara för att genomföra din beställning (art. 6.1 b GDPR).</p><h3>Vilka uppgifter?</h3><ul><li>Namn och adress</li><li>E-postadress</li><li>Beställningsuppgifter</li></ul><h3>Dina rättigheter</h3><p>Du har rätt till tillgång, rättelse och radering. Skriv till datenschutz@museum-lindenhof.example.</p>',
    '<h2>Privatlivspolitik</h2><p>Vi behandler kun dine oplysninger for at gennemføre din ordre (art. 6, stk. 1, litra b, GDPR).</p><h3>Hvilke oplysninger?</h3><ul><li>Navn og adresse</li><li>E-mailadresse</li><li>Ordreoplysninger</li></ul><h3>Dine rettigheder</h3><p>Du har ret til indsigt, berigtigelse og sletning. Skriv til datenschutz@museum-lindenhof.example.</p>',
  ),
};

const accessibility: StaticPage = {
  id: 'accessibility_statement',
  title: tr(
    'Erklärung zur Barrierefreiheit',
    'Accessibility statement',
    "Déclaration d'accessibilité",
    'Dichiarazione di accessibilità',
    'Toegankelijkheidsverklaring',
    'Declaración de accesibilidad',
    'Tillgänglighetsredogörelse',
    'Tilgængelighedserklæring',
  ),
  html: tr(
    '<h2>Erklärung zur Barrierefreiheit</h2><p>Dieser Shop soll die WCAG 2.2 auf Stufe AA erfüllen.</p><h3>Bekannte Einschränkungen</h3><p>Einige ältere Produktbilder haben noch keine ausführliche Beschreibung.</p><h3>Feedback</h3><p>Melden Sie Barrieren an barrierefrei@museum-lindenhof.example. Wir antworten innerhalb von zwei Wochen.</p>',
    '<h2>Accessibility statement</h2><p>This shop aims to meet WCAG 2.2 at level AA.</p><h3>Known limitations</h3><p>Some older product images do not yet have a detailed description.</p><h3>Feedback</h3><p>Report barriers to barrierefrei@museum-lindenhof.example. We answer within two weeks.</p>',
    "<h2>Déclaration d'accessibilité</h2><p>Cette boutique vise la conformité au niveau AA des WCAG 2.2.</p><h3>Limites connues</h3><p>Certaines anciennes images de produits n'ont pas encore de description détaillée.</p><h3>Retour</h3><p>Signalez les obstacles à barrierefrei@museum-lindenhof.example. Nous répondons sous deux semaines.</p>",
    '<h2>Dichiarazione di accessibilità</h2><p>Questo negozio mira a rispettare le WCAG 2.2 al livello AA.</p><h3>Limiti noti</h3><p>Alcune immagini di prodotto meno recenti non hanno ancora una descrizione dettagliata.</p><h3>Segnalazioni</h3><p>Segnala le barriere a barrierefrei@museum-lindenhof.example. Rispondiamo entro due settimane.</p>',
    '<h2>Toegankelijkheidsverklaring</h2><p>Deze winkel streeft naar WCAG 2.2 niveau AA.</p><h3>Bekende beperkingen</h3><p>Sommige oudere productfoto’s hebben nog geen uitgebreide beschrijving.</p><h3>Feedback</h3><p>Meld drempels via barrierefrei@museum-lindenhof.example. Wij antwoorden binnen twee weken.</p>',
    '<h2>Declaración de accesibilidad</h2><p>Esta tienda aspira a cumplir las WCAG 2.2 en el nivel AA.</p><h3>Limitaciones conocidas</h3><p>Algunas imágenes antiguas de productos aún no tienen una descripción detallada.</p><h3>Comentarios</h3><p>Comunique las barreras a barrierefrei@museum-lindenhof.example. Respondemos en dos semanas.</p>',
    '<h2>Tillgänglighetsredogörelse</h2><p>Butiken strävar efter att uppfylla WCAG 2.2 nivå AA.</p><h3>Kända brister</h3><p>Några äldre produktbilder saknar ännu en utförlig beskrivning.</p><h3>Återkoppling</h3><p>Rapportera hinder till barrierefrei@museum-lindenhof.example. Vi svarar inom två veckor.</p>',
    '<h2>Tilgængelighedserklæring</h2><p>Butikken sigter mod at opfylde WCAG 2.2 niveau AA.</p><h3>Kendte begrænsninger</h3><p>Nogle ældre produktbilleder har endnu ikke en udførlig beskrivelse.</p><h3>Tilbagemelding</h3><p>Meld barrierer til barrierefrei@museum-lindenhof.example. Vi svarer inden for to uger.</p>',
  ),
};

const shipping: StaticPage = {
  id: 'shipping',
  title: SHIPPING_TITLE,
  html: tr(
    '<h2>Versandkosten</h2><table><thead><tr><th>Gewicht</th><th>Deutschland</th><th>EU</th></tr></thead><tbody><tr><td>bis 999 g</td><td>4,95 €</td><td>9,95 €</td></tr><tr><td>1 bis 4,99 kg</td><td>6,95 €</td><td>14,95 €</td></tr><tr><td>ab 5 kg</td><td>9,95 €</td><td>24,95 €</td></tr></tbody></table><p>Tickets und Gutscheine erhalten Sie per E-Mail, ohne Versandkosten. Lieferzeit innerhalb Deutschlands: 2–4 Werktage.</p>',
    '<h2>Shipping costs</h2><table><thead><tr><th>Weight</th><th>Germany</th><th>EU</th></tr></thead><tbody><tr><td>up to 999 g</td><td>€4.95</td><td>€9.95</td></tr><tr><td>1 to 4.99 kg</td><td>€6.95</td><td>€14.95</td></tr><tr><td>5 kg and more</td><td>€9.95</td><td>€24.95</td></tr></tbody></table><p>Tickets and vouchers are sent by e-mail at no cost. Delivery within Germany takes 2–4 working days.</p>',
    "<h2>Frais de livraison</h2><table><thead><tr><th>Poids</th><th>Allemagne</th><th>UE</th></tr></thead><tbody><tr><td>jusqu'à 999 g</td><td>4,95 €</td><td>9,95 €</td></tr><tr><td>1 à 4,99 kg</td><td>6,95 €</td><td>14,95 €</td></tr><tr><td>5 kg et plus</td><td>9,95 €</td><td>24,95 €</td></tr></tbody></table><p>Les billets et bons sont envoyés par courriel, sans frais. Livraison en Allemagne : 2 à 4 jours ouvrés.</p>",
    '<h2>Costi di spedizione</h2><table><thead><tr><th>Peso</th><th>Germania</th><th>UE</th></tr></thead><tbody><tr><td>fino a 999 g</td><td>4,95 €</td><td>9,95 €</td></tr><tr><td>da 1 a 4,99 kg</td><td>6,95 €</td><td>14,95 €</td></tr><tr><td>da 5 kg</td><td>9,95 €</td><td>24,95 €</td></tr></tbody></table><p>Biglietti e buoni arrivano via e-mail, senza costi. Consegna in Germania: 2–4 giorni lavorativi.</p>',
    '<h2>Verzendkosten</h2><table><thead><tr><th>Gewicht</th><th>Duitsland</th><th>EU</th></tr></thead><tbody><tr><td>tot 999 g</td><td>€ 4,95</td><td>€ 9,95</td></tr><tr><td>1 tot 4,99 kg</td><td>€ 6,95</td><td>€ 14,95</td></tr><tr><td>vanaf 5 kg</td><td>€ 9,95</td><td>€ 24,95</td></tr></tbody></table><p>Tickets en bonnen ontvangt u gratis per e-mail. Levering binnen Duitsland: 2–4 werkdagen.</p>',
    '<h2>Gastos de envío</h2><table><thead><tr><th>Peso</th><th>Alemania</th><th>UE</th></tr></thead><tbody><tr><td>hasta 999 g</td><td>4,95 €</td><td>9,95 €</td></tr><tr><td>de 1 a 4,99 kg</td><td>6,95 €</td><td>14,95 €</td></tr><tr><td>desde 5 kg</td><td>9,95 €</td><td>24,95 €</td></tr></tbody></table><p>Las entradas y los vales se envían por correo sin coste. Entrega en Alemania: 2–4 días laborables.</p>',
    '<h2>Fraktkostnader</h2><table><thead><tr><th>Vikt</th><th>Tyskland</th><th>EU</th></tr></thead><tbody><tr><td>upp till 999 g</td><td>4,95 €</td><td>9,95 €</td></tr><tr><td>1–4,99 kg</td><td>6,95 €</td><td>14,95 €</td></tr><tr><td>från 5 kg</td><td>9,95 €</td><td>24,95 €</td></tr></tbody></table><p>Biljetter och presentkort skickas kostnadsfritt via e-post. Leveranstid inom Tyskland: 2–4 arbetsdagar.</p>',
    '<h2>Forsendelsesomkostninger</h2><table><thead><tr><th>Vægt</th><th>Tyskland</th><th>EU</th></tr></thead><tbody><tr><td>op til 999 g</td><td>4,95 €</td><td>9,95 €</td></tr><tr><td>1–4,99 kg</td><td>6,95 €</td><td>14,95 €</td></tr><tr><td>fra 5 kg</td><td>9,95 €</td><td>24,95 €</td></tr></tbody></table><p>Billetter og gavekort sendes gratis pr. e-mail. Levering i Tyskland: 2–4 hverdage.</p>',
  ),
};

/**
 * A page as an editor might paste it from elsewhere: it carries a script tag and an onerror
 * handler, so that the shop can prove its HTML sanitiser removes them.
 */
const UNSAFE =
  '<script>window.__museumInjected = true;</script><img src="/static/missing.png" alt="" onerror="window.__museumInjected = true">';
const exhibitionNotes: StaticPage = {
  id: 'exhibition-notes',
  title: tr(
    'Notizen zur Ausstellung',
    'Exhibition notes',
    "Notes sur l'exposition",
    'Note sulla mostra',
    'Notities bij de tentoonstelling',
    'Notas de la exposición',
    'Anteckningar om utställningen',
    'Noter til udstillingen',
  ),
  html: tr(
    `<h2>Licht und Schatten</h2><p>Die Kuratorin über die Hängung der Ausstellung.</p>${UNSAFE}<p>Die Räume folgen dem Tageslauf: vom Morgenlicht bis zur Dämmerung.</p>`,
    `<h2>Light and Shadow</h2><p>The curator on how the exhibition is hung.</p>${UNSAFE}<p>The rooms follow the course of a day, from morning light to dusk.</p>`,
    `<h2>Lumière et ombre</h2><p>La commissaire explique l'accrochage.</p>${UNSAFE}<p>Les salles suivent le cours d'une journée, de l'aube au crépuscule.</p>`,
    `<h2>Luce e ombra</h2><p>La curatrice racconta l'allestimento.</p>${UNSAFE}<p>Le sale seguono il corso del giorno, dalla luce del mattino al crepuscolo.</p>`,
    `<h2>Licht en schaduw</h2><p>De conservator over de inrichting.</p>${UNSAFE}<p>De zalen volgen het verloop van een dag, van ochtendlicht tot schemering.</p>`,
    `<h2>Luz y sombra</h2><p>La comisaria explica el montaje.</p>${UNSAFE}<p>Las salas siguen el curso de un día, de la luz de la mañana al anochecer.</p>`,
    `<h2>Ljus och skugga</h2><p>Curatorn om hur utställningen är hängd.</p>${UNSAFE}<p>Salarna följer dagens gång, från morgonljus till skymning.</p>`,
    `<h2>Lys og skygge</h2><p>Kuratoren om ophængningen.</p>${UNSAFE}<p>Rummene følger dagens gang, fra morgenlys til tusmørke.</p>`,
  ),
};

export const STATIC_PAGES: StaticPage[] = [
  imprint,
  terms,
  dataProtection,
  accessibility,
  shipping,
  exhibitionNotes,
];
