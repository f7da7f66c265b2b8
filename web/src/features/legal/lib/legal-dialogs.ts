import { legalDocuments, type LegalDocument, type LegalDocumentId } from './legal-documents.ts';

/** Spec §2 Legal dialogs: every dialog the sign-up page and the guest form page can open. */
export const legalDialogIds = ['serviceAgreement', 'termsAndConditions', 'hostServiceAgreement', 'termsOfUse', 'privacyPolicy', 'guestConsentForm'] as const;
export type LegalDialogId = (typeof legalDialogIds)[number];

export type LegalDialogContent = {
  readonly title: string;
  readonly acknowledgeLabel: string;
  readonly documents: readonly LegalDocument[];
};

const readAndUnderstood = "I've read and understood!";

const singleDocument = (id: LegalDocumentId) => ({ title: legalDocuments[id].title, acknowledgeLabel: readAndUnderstood, documentIds: [id] });

const legalDialogs: Record<LegalDialogId, { title: string; acknowledgeLabel: string; documentIds: readonly LegalDocumentId[] }> = {
  serviceAgreement: { ...singleDocument('guestScreeningServiceAgreement'), acknowledgeLabel: 'Accept and Continue' },
  // The sign-up's Terms and Conditions are the host's agreement read together with the site's terms and policy.
  termsAndConditions: {
    title: 'Terms and Conditions',
    acknowledgeLabel: "I've read, understood and accepted!",
    documentIds: ['hostServiceAgreement', 'termsOfUse', 'privacyPolicy'],
  },
  hostServiceAgreement: singleDocument('hostServiceAgreement'),
  termsOfUse: singleDocument('termsOfUse'),
  privacyPolicy: singleDocument('privacyPolicy'),
  guestConsentForm: singleDocument('guestConsentForm'),
};

export const legalDialogFor = (id: LegalDialogId): LegalDialogContent => {
  const { title, acknowledgeLabel, documentIds } = legalDialogs[id];
  return { title, acknowledgeLabel, documents: documentIds.map((documentId) => legalDocuments[documentId]) };
};

/** The dialog's title, also the text of the link that opens it. */
export const legalDialogTitle = (id: LegalDialogId): string => legalDialogs[id].title;
