import { describe, expect, it } from 'vitest';
import { legalDialogFor, legalDialogIds, legalDialogTitle, type LegalDialogId } from '../../../web/src/features/legal/lib/legal-dialogs.ts';
import { legalDocuments } from '../../../web/src/features/legal/lib/legal-documents.ts';

// Spec §2 Legal dialogs: each dialog's title, acknowledge button and the documents it shows.
const expected: Record<LegalDialogId, { title: string; acknowledgeLabel: string; documents: string[] }> = {
  serviceAgreement: { title: 'Guest Screening Service Agreement', acknowledgeLabel: 'Accept and Continue', documents: ['Guest Screening Service Agreement'] },
  termsAndConditions: {
    title: 'Terms and Conditions',
    acknowledgeLabel: "I've read, understood and accepted!",
    documents: ['Host Service Agreement', 'Terms of Use', 'Privacy Policy'],
  },
  hostServiceAgreement: { title: 'Host Service Agreement', acknowledgeLabel: "I've read and understood!", documents: ['Host Service Agreement'] },
  termsOfUse: { title: 'Terms of Use', acknowledgeLabel: "I've read and understood!", documents: ['Terms of Use'] },
  privacyPolicy: { title: 'Privacy Policy', acknowledgeLabel: "I've read and understood!", documents: ['Privacy Policy'] },
  guestConsentForm: { title: 'Guest Consent Form', acknowledgeLabel: "I've read and understood!", documents: ['Guest Consent Form'] },
};

describe('legal dialogs (spec §2)', () => {
  it('lists the six dialogs the sign-up and guest form pages open', () => {
    expect([...legalDialogIds].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(legalDialogIds)('%s has its title, acknowledge button and documents', (id) => {
    const dialog = legalDialogFor(id);
    expect(dialog.title).toBe(expected[id].title);
    expect(dialog.acknowledgeLabel).toBe(expected[id].acknowledgeLabel);
    expect(dialog.documents.map((document) => document.title)).toEqual(expected[id].documents);
  });

  it.each(legalDialogIds)('%s link text is the dialog title', (id) => {
    expect(legalDialogTitle(id)).toBe(legalDialogFor(id).title);
  });

  it('gives every dialog a distinct title', () => {
    expect(new Set(legalDialogIds.map(legalDialogTitle)).size).toBe(legalDialogIds.length);
  });

  it('shows the written documents themselves, with their sections', () => {
    expect(legalDialogFor('termsAndConditions').documents).toEqual([legalDocuments.hostServiceAgreement, legalDocuments.termsOfUse, legalDocuments.privacyPolicy]);
    for (const id of legalDialogIds) {
      for (const document of legalDialogFor(id).documents) expect(document.sections.length).toBeGreaterThan(0);
    }
  });
});
