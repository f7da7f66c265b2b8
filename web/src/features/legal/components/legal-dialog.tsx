import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { legalDialogFor, type LegalDialogId } from '../lib/legal-dialogs.ts';
import { LegalDocumentView } from './legal-document-view.tsx';
import './legal-dialog.css';

export { legalDialogIds, legalDialogTitle, type LegalDialogId } from '../lib/legal-dialogs.ts';

type LegalDialogProps = {
  dialog: LegalDialogId;
  visible: boolean;
  onAcknowledge: () => void;
};

// Not closable, Escape and the mask do nothing: the acknowledge button is the only way out.
const stayOpen = () => undefined;

/** Spec §2 Legal dialogs: a modal legal text with one acknowledge button. */
export const LegalDialog = ({ dialog, visible, onAcknowledge }: LegalDialogProps) => {
  const { title, acknowledgeLabel, documents } = legalDialogFor(dialog);
  return (
    <Dialog
      header={title}
      visible={visible}
      modal
      blockScroll
      closable={false}
      closeOnEscape={false}
      dismissableMask={false}
      draggable={false}
      resizable={false}
      className="legal-dialog"
      style={{ width: '50vw' }}
      breakpoints={{ '960px': '75vw', '640px': '95vw' }}
      onHide={stayOpen}
      footer={<Button type="button" label={acknowledgeLabel} className="legal-acknowledge-button" onClick={onAcknowledge} />}
    >
      {/* Focusable so keyboard users can scroll the text before reaching the button. */}
      <div className="legal-dialog-content" data-testid="legal-dialog-content" role="document" tabIndex={0}>
        {documents.map((legalDocument) => (
          <LegalDocumentView key={legalDocument.title} legalDocument={legalDocument} showTitle={documents.length > 1} />
        ))}
      </div>
    </Dialog>
  );
};
