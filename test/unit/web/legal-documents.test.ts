import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LegalDocumentView } from '../../../web/src/features/legal/components/legal-document-view.tsx';
import { legalDocumentIds, legalDocuments, type LegalDocument, type LegalDocumentId } from '../../../web/src/features/legal/lib/legal-documents.ts';

const {
  guestScreeningServiceAgreement: serviceAgreement,
  hostServiceAgreement,
  termsOfUse,
  privacyPolicy,
  guestConsentForm,
} = legalDocuments;
const allDocuments = legalDocumentIds.map((id) => legalDocuments[id]);

const textsOf = (document: LegalDocument): string[] => [document.preamble, ...document.sections.flatMap((section) => section.blocks.flat())];

// A point counts only when one sentence (or bullet) carries all of its phrases together.
const sentencesOf = (document: LegalDocument): string[] => textsOf(document).flatMap((text) => text.split(/(?<=[.;])\s+/));
const hasSentenceWith = (document: LegalDocument, phrases: readonly (string | RegExp)[]): boolean =>
  sentencesOf(document).some((sentence) =>
    phrases.every((phrase) => (typeof phrase === 'string' ? sentence.toLowerCase().includes(phrase.toLowerCase()) : phrase.test(sentence))),
  );
const wordCount = (document: LegalDocument): number => [document.title, ...document.sections.map((section) => section.heading), ...textsOf(document)].join(' ').split(/\s+/).length;

type Point = { point: string; documents: readonly LegalDocument[]; phrases: readonly (string | RegExp)[] };

// Spec §1, "Points from them": each point with the documents that must state it.
const points: readonly Point[] = [
  { point: 'credits are non-refundable', documents: [serviceAgreement, hostServiceAgreement, termsOfUse], phrases: ['credits', 'non-refundable'] },
  { point: 'one credit per screening', documents: [serviceAgreement, hostServiceAgreement], phrases: [/\b(one|each guest) screening uses one credit\b/i] },
  { point: 'credits are bought in screening credit packages', documents: [serviceAgreement, hostServiceAgreement], phrases: ['screening credit packages'] },
  {
    point: 'data comes from public sources',
    documents: [serviceAgreement, hostServiceAgreement, termsOfUse, privacyPolicy, guestConsentForm],
    phrases: [/(comes )?from public sources/i],
  },
  ...(['watch', 'sanctions', 'wanted', 'criminal', 'arrest', 'sex-offender', 'phone', 'professional-network', /anonymous[- ]IP/] as const).map((source) => ({
    point: `screening source: ${String(source)}`,
    documents: [serviceAgreement, privacyPolicy, guestConsentForm],
    phrases: [source],
  })),
  {
    point: 'the score is a banded risk indicator, never an exact score',
    documents: [serviceAgreement, hostServiceAgreement, termsOfUse, guestConsentForm],
    phrases: [/band/i, 'risk indicator', /never (as )?an exact score/i],
  },
  {
    point: 'the score is not a consumer report and hosts decide',
    documents: [serviceAgreement, hostServiceAgreement, termsOfUse, guestConsentForm],
    phrases: ['not a consumer report'],
  },
  { point: 'hosts alone decide on the booking', documents: [serviceAgreement, hostServiceAgreement], phrases: ['you alone decide'] },
  {
    point: 'New Jersey law governs',
    documents: allDocuments,
    phrases: ['governed by the laws of the State of New Jersey'],
  },
  { point: 'minimum age 18 for the service', documents: [serviceAgreement, hostServiceAgreement, termsOfUse], phrases: [/at least 18 years old/] },
  { point: 'the service agreement allows 13 to 17 only when a guardian is aware', documents: [serviceAgreement, guestConsentForm], phrases: [/\b13\b/, 'parent or legal guardian', 'aware'] },
  { point: 'under 13 is barred', documents: [serviceAgreement], phrases: ['under 13 is barred'] },
  { point: 'children under 13 are not accepted', documents: [termsOfUse, privacyPolicy, guestConsentForm], phrases: [/under 13/] },
  { point: 'data is kept at least 120 days', documents: [serviceAgreement, hostServiceAgreement, privacyPolicy, guestConsentForm], phrases: ['at least 120 days'] },
  { point: 'log data is kept 18 months', documents: [serviceAgreement, hostServiceAgreement, privacyPolicy, guestConsentForm], phrases: ['log data', '18 months'] },
  {
    point: 'guest ID images are view-only for the host',
    documents: [serviceAgreement, hostServiceAgreement, privacyPolicy, guestConsentForm],
    phrases: ['view-only'],
  },
  {
    point: 'guest ID images are deleted after checkout',
    documents: [serviceAgreement, hostServiceAgreement, privacyPolicy, guestConsentForm],
    phrases: [/ID image/i, 'deleted after', 'checkout'],
  },
  {
    point: 'access, deletion and correction requests are answered within 30 days',
    documents: [serviceAgreement, hostServiceAgreement, privacyPolicy, guestConsentForm],
    phrases: ['access', /delet/, /correct/, 'within 30 days'],
  },
  {
    point: 'changes take effect for existing users 30 days after posting',
    documents: [serviceAgreement, hostServiceAgreement, termsOfUse, privacyPolicy],
    phrases: ['existing users', '30 days after posting'],
  },
  { point: 'consent form changes take effect 30 days after posting', documents: [guestConsentForm], phrases: ['30 days after posting'] },
  {
    point: 'arbitration by telephone or in writing when the relief sought is $10,000 or less',
    documents: [serviceAgreement, hostServiceAgreement, termsOfUse, guestConsentForm],
    phrases: ['arbitration', 'relief sought is $10,000 or less', 'telephone', 'in writing'],
  },
  {
    point: 'property managers may access user data only within the terms',
    documents: [serviceAgreement, hostServiceAgreement, termsOfUse, privacyPolicy],
    phrases: [/property managers may access (guest and )?user data/i, 'only within the terms'],
  },
  { point: 'support contact', documents: allDocuments, phrases: ['support@trustay.io'] },
  { point: 'privacy contact', documents: allDocuments, phrases: ['privacy@trustay.io'] },
];

describe('legal documents (spec §1)', () => {
  it.each(points.flatMap(({ point, documents, phrases }) => documents.map((document) => ({ point, title: document.title, document, phrases }))))(
    '$title states: $point',
    ({ document, phrases }) => {
      expect(hasSentenceWith(document, phrases)).toBe(true);
    },
  );

  it('names Trustay as the company in every preamble', () => {
    for (const document of allDocuments) expect(document.preamble).toContain('Trustay');
  });

  it.each(legalDocumentIds)('%s is last updated 06/11/2025 and has titled, non-empty sections', (id: LegalDocumentId) => {
    const document = legalDocuments[id];
    expect(document.lastUpdated).toBe('06/11/2025');
    expect(document.title).not.toBe('');
    expect(document.preamble.trim()).not.toBe('');
    expect(document.sections.length).toBeGreaterThanOrEqual(8);
    for (const section of document.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
      for (const text of section.blocks.flat()) expect(text.trim()).not.toBe('');
    }
    expect(new Set(document.sections.map((section) => section.heading)).size).toBe(document.sections.length);
  });

  it.each(legalDocumentIds)('%s is concise but complete (about 500 to 1200 words)', (id: LegalDocumentId) => {
    const words = wordCount(legalDocuments[id]);
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(1300);
  });

  it('gives the agreements the structure a lawyer expects', () => {
    const headingsOf = (document: LegalDocument) => document.sections.map((section) => section.heading).join('\n');
    for (const document of [serviceAgreement, hostServiceAgreement, termsOfUse]) {
      const headings = headingsOf(document);
      expect(headings).toMatch(/Definitions/);
      expect(headings).toMatch(/arbitration/i);
      expect(headings).toMatch(/Governing law|governing law/);
      expect(headings).toMatch(/Changes/);
      expect(headings).toMatch(/Contact/);
    }
    expect(headingsOf(privacyPolicy)).toMatch(/How long we keep data/);
    expect(headingsOf(privacyPolicy)).toMatch(/Your rights and requests/);
  });
});

describe('legal document rendering', () => {
  const render = (document: LegalDocument, showTitle: boolean) => renderToStaticMarkup(createElement(LegalDocumentView, { legalDocument: document, showTitle }));
  const count = (html: string, tag: string) => html.split(`<${tag}`).length - 1;

  it('shows the last update, numbered section headings and every bullet of a single document', () => {
    const html = render(privacyPolicy, false);
    expect(html).toContain('Last updated: 06/11/2025');
    expect(html).not.toContain(`<h2>${privacyPolicy.title}</h2>`);
    expect(count(html, 'h2')).toBe(privacyPolicy.sections.length);
    expect(html).toContain('1. Definitions</h2>');
    const bulletLists = privacyPolicy.sections.flatMap((section) => section.blocks.filter((block) => typeof block !== 'string'));
    expect(count(html, 'ul')).toBe(bulletLists.length);
    expect(count(html, 'li')).toBe(bulletLists.flat().length);
    expect(html).toContain('privacy@trustay.io');
  });

  it('titles a document that shares its dialog with others and nests its sections under the title', () => {
    const html = render(termsOfUse, true);
    expect(html).toContain('<h2>Terms of Use</h2>');
    expect(count(html, 'h2')).toBe(1);
    expect(count(html, 'h3')).toBe(termsOfUse.sections.length);
    expect(html).toContain('Last updated: 06/11/2025');
  });
});
