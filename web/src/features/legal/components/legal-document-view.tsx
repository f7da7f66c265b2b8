import type { LegalDocument } from '../lib/legal-documents.ts';

type LegalDocumentViewProps = {
  legalDocument: LegalDocument;
  /** Several documents in one dialog each need their own title; a single one is titled by the dialog header. */
  showTitle: boolean;
};

export const LegalDocumentView = ({ legalDocument, showTitle }: LegalDocumentViewProps) => {
  const SectionHeading = showTitle ? 'h3' : 'h2';
  return (
    <article className="legal-document" aria-label={legalDocument.title}>
      {showTitle && <h2>{legalDocument.title}</h2>}
      <p className="legal-last-updated">{`Last updated: ${legalDocument.lastUpdated}`}</p>
      <p>{legalDocument.preamble}</p>
      {legalDocument.sections.map((section, sectionIndex) => (
        <section key={section.heading}>
          <SectionHeading className="legal-section-heading">{`${sectionIndex + 1}. ${section.heading}`}</SectionHeading>
          {section.blocks.map((block, blockIndex) =>
            typeof block === 'string' ? (
              <p key={blockIndex}>{block}</p>
            ) : (
              <ul key={blockIndex}>
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
};
