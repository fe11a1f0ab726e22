import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { runtimeFile } from '../openapi/runtime-file.js';
import type { CreditNote } from './credit-note-record.js';
import type { Invoice, InvoiceParty } from './invoice-record.js';
import {
  addressLines,
  creditNoteVatSummary,
  documentLines,
  formatMoney,
  formatRate,
  rateOf,
  shippingNet,
  taxTotalOf,
  type VatRow,
  vatOf,
  vatSummary,
} from './pdf-rules.js';

/**
 * Invoice documents as PDF (pdf-lib, with DejaVu Sans embedded so any name prints: `Łódź`,
 * `Müller`). Only the functions that answer a document import this module, so the library and the
 * font (~750 KB, a runtime file beside the bundle) stay out of every other bundle.
 *
 * The bytes depend on the snapshot alone: the document's dates are the invoice's issue time (pdf-lib
 * would otherwise stamp the time of rendering), the font's subset name is fixed, and pdf-lib's
 * own random names come from a seeded generator. So a document rendered twice is the same bytes,
 * and its ETag the same.
 */

let font: Uint8Array | undefined;
const fontBytes = (): Uint8Array => {
  font ??= readFileSync(
    runtimeFile('dejavu-fonts-ttf/ttf/DejaVuSans.ttf', () =>
      createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    ),
  );
  return font;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 10;
const LEADING = 14;

/** A page writer: text at a column, a cursor moving down, a new page when this one is full. */
const writer = (doc: PDFDocument, regular: PDFFont) => {
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = () => {
    if (y < MARGIN + LEADING) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  return {
    /** Cells of one row at x positions; a cell ending in `>` is right-aligned at its x. */
    row(cells: readonly (readonly [number, string])[], size = SIZE) {
      ensure();
      for (const [x, text] of cells) {
        const right = text.endsWith('>');
        const shown = right ? text.slice(0, -1) : text;
        const at = right ? x - regular.widthOfTextAtSize(shown, size) : x;
        page.drawText(shown, { x: at, y, size, font: regular, color: rgb(0, 0, 0) });
      }
      y -= size > SIZE ? size + 6 : LEADING;
    },
    gap(lines = 1) {
      y -= LEADING * lines;
    },
    rule() {
      ensure();
      page.drawLine({
        start: { x: MARGIN, y: y + LEADING - 4 },
        end: { x: A4[0] - MARGIN, y: y + LEADING - 4 },
        thickness: 0.5,
      });
    },
  };
};

const partyLines = (party: InvoiceParty & { readonly email?: string }): string[] => [
  ...(party.name ? [party.name] : []),
  ...addressLines(party.address),
  ...(party.vat_number ? [`VAT number: ${party.vat_number}`] : []),
  ...(party.email ? [party.email] : []),
];

type Writer = ReturnType<typeof writer>;
const SUMMARY = { rate: MARGIN, net: 380, vat: A4[0] - MARGIN } as const;

/** Seller and buyer side by side, as both documents print them. */
const writeParties = (w: Writer, seller: InvoiceParty, buyer: InvoiceParty & { readonly email?: string }) => {
  const left = partyLines(seller);
  const right = partyLines(buyer);
  w.row([
    [MARGIN, 'Seller'],
    [300, 'Buyer'],
  ]);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1)
    w.row([
      [MARGIN, left[i] ?? ''],
      [300, right[i] ?? ''],
    ]);
  w.gap();
};

/** The VAT summary table: one row per rate, net and VAT (negative on a credit note). */
const writeVatSummary = (w: Writer, rows: readonly VatRow[], money: (minor: number) => string, sign: 1 | -1) => {
  w.row([[MARGIN, 'VAT summary']]);
  w.row([
    [SUMMARY.rate, 'Rate'],
    [SUMMARY.net, 'Net>'],
    [SUMMARY.vat, 'VAT>'],
  ]);
  w.rule();
  for (const row of rows)
    w.row([
      [SUMMARY.rate, formatRate(row.rate)],
      [SUMMARY.net, `${money(sign * row.net)}>`],
      [SUMMARY.vat, `${money(sign * row.vat)}>`],
    ]);
  w.gap();
};

const writeReverseCharge = (w: Writer) => {
  w.gap();
  w.row([[MARGIN, 'Reverse charge: VAT to be accounted for by the recipient.']]);
};

const TITLE = 'Invoice';

/** A document with the font embedded and its metadata fixed (dates from its issue time, not now). */
const startDocument = async (title: string, issuedAt: string) => {
  const issued = new Date(issuedAt);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fontBytes(), { subset: true, customName: 'DejaVuSans' });
  doc.setTitle(title);
  doc.setProducer('site-api');
  doc.setCreator('site-api');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  return { doc, regular };
};

/** Renders an invoice: seller, buyer, number and date, lines, VAT summary per rate, totals, reverse charge. */
export const renderInvoicePdf = async (invoice: Invoice): Promise<Uint8Array> => {
  const { doc, regular } = await startDocument(`${TITLE} ${invoice.number}`, invoice.issued_at);

  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const w = writer(doc, regular);
  const right = A4[0] - MARGIN;
  w.row([[MARGIN, `${TITLE} ${invoice.number}`]], 18);
  w.row([[MARGIN, `Date: ${invoice.issued_at.slice(0, 10)}`]]);
  w.row([[MARGIN, `Order: #${invoice.order_number}`]]);
  w.gap();

  writeParties(w, invoice.seller, invoice.buyer);

  const columns = { title: MARGIN, quantity: 300, net: 380, rate: 430, vat: right } as const;
  w.row([
    [columns.title, 'Item'],
    [columns.quantity, 'Qty>'],
    [columns.net, 'Net>'],
    [columns.rate, 'VAT rate>'],
    [columns.vat, 'VAT>'],
  ]);
  w.rule();
  for (const line of documentLines(invoice))
    w.row([
      [columns.title, line.title.length > 45 ? `${line.title.slice(0, 44)}…` : line.title],
      [columns.quantity, `${line.quantity}>`],
      [columns.net, `${money(line.net)}>`],
      [columns.rate, `${formatRate(line.rate)}>`],
      [columns.vat, `${money(line.vat)}>`],
    ]);
  const shipping = shippingNet(invoice);
  if (shipping > 0) {
    const taxes = invoice.shipping_tax_lines ?? [];
    w.row([
      [columns.title, 'Shipping'],
      [columns.net, `${money(shipping)}>`],
      [columns.rate, `${formatRate(rateOf(taxes))}>`],
      [columns.vat, `${money(vatOf(taxes))}>`],
    ]);
  }
  w.gap();

  writeVatSummary(w, vatSummary(invoice), money, 1);

  w.row([
    [columns.rate, 'Subtotal>'],
    [columns.vat, `${money(invoice.subtotal)}>`],
  ]);
  if (invoice.discount > 0)
    w.row([
      [columns.rate, 'Discount>'],
      [columns.vat, `${money(-invoice.discount)}>`],
    ]);
  if (invoice.shipping > 0)
    w.row([
      [columns.rate, 'Shipping>'],
      [columns.vat, `${money(invoice.shipping)}>`],
    ]);
  w.row([
    [columns.rate, 'VAT total>'],
    [columns.vat, `${money(taxTotalOf(invoice))}>`],
  ]);
  w.row([
    [columns.rate, 'Total>'],
    [columns.vat, `${money(invoice.total)}>`],
  ]);
  if (invoice.reverse_charge) writeReverseCharge(w);
  return doc.save({ useObjectStreams: false });
};

/**
 * Renders a credit note: seller and buyer as the invoice had them, its number and date, the invoice
 * it corrects, the lines refunded (if the refund named any), the VAT taken back per rate, the amount
 * credited with the VAT in it.
 */
export const renderCreditNotePdf = async (note: CreditNote): Promise<Uint8Array> => {
  const { doc, regular } = await startDocument(`Credit note ${note.number}`, note.issued_at);
  const money = (minor: number) => formatMoney(minor, note.currency);
  const w = writer(doc, regular);
  const right = A4[0] - MARGIN;
  w.row([[MARGIN, `Credit note ${note.number}`]], 18);
  w.row([[MARGIN, `Date: ${note.issued_at.slice(0, 10)}`]]);
  if (note.invoice_number) w.row([[MARGIN, `Corrects invoice ${note.invoice_number}`]]);
  w.row([[MARGIN, `Order: #${note.order_number}`]]);
  if (note.reason) w.row([[MARGIN, `Reason: ${note.reason}`]]);
  w.gap();
  writeParties(w, note.seller, note.buyer);
  if (note.lines.length) {
    w.row([
      [MARGIN, 'Item returned'],
      [right, 'Qty>'],
    ]);
    w.rule();
    for (const line of note.lines)
      w.row([
        [MARGIN, line.title.length > 70 ? `${line.title.slice(0, 69)}…` : line.title],
        [right, `${line.quantity}>`],
      ]);
    w.gap();
  }
  const summary = creditNoteVatSummary(note);
  if (summary.length) writeVatSummary(w, summary, money, -1);
  w.row([
    [430, 'Net credited>'],
    [right, `${money(-(note.amount - note.tax))}>`],
  ]);
  w.row([
    [430, 'VAT credited>'],
    [right, `${money(-note.tax)}>`],
  ]);
  w.row([
    [430, 'Total credited>'],
    [right, `${money(-note.amount)}>`],
  ]);
  if (note.reverse_charge) writeReverseCharge(w);
  return doc.save({ useObjectStreams: false });
};
