import type { IdentityDocument } from '@commons/shared/schemas';
import { Button, Stack } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { useDeleteDocument } from '../api/documents';

/** Asks before a PENDING document is deleted, saying when that sends the account back to review. */
export function DeleteDocumentDialog({
  document,
  reapprovalOnUpdate,
  onClose,
}: {
  document: IdentityDocument;
  reapprovalOnUpdate: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteDocument();
  return (
    <Modal title="Delete document" onClose={onClose}>
      <Stack>
        <p>
          Delete {document.fileName}?{reapprovalOnUpdate && ' Your account goes back to review when its documents change.'}
        </p>
        <Button block variant="danger" busy={remove.busy} onClick={() => remove.send(document.documentId, { onSuccess: onClose })}>
          Confirm Delete
        </Button>
        <Button block variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </Stack>
    </Modal>
  );
}
