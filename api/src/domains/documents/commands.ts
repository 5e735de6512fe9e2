import { documentKindLabels, formatFileSize } from '@commons/shared/domain';
import { opsCommand, table, when, type OpsCommandGroup } from '../../operator/ops-command';
import { createDocumentOperations, type OperatorDocument } from './document-operations';
import { DocumentOperatorSchemas } from './operator-schemas';

/** One aligned line per document: id, kind, state, size, uploaded, name, and a rejection's reason. */
export const formatDocuments = (documents: OperatorDocument[]): string[] =>
  table(
    documents.map((d) => [
      d.documentId,
      documentKindLabels[d.kind],
      d.state,
      formatFileSize(d.size),
      when(d.uploadedAt),
      d.fileName,
      d.rejectionReason ? `reason: ${d.rejectionReason}` : '',
    ]),
    'no documents',
  );

const documentArgument = { field: 'documentId', label: 'document id', placeholder: '<id>' };

const list = opsCommand({
  group: 'documents',
  action: 'list',
  help: "an account's identity documents, oldest first",
  body: DocumentOperatorSchemas.list,
  arguments: [{ field: 'email', label: 'email', placeholder: '<email>' }],
  run: (deps, { email }) => createDocumentOperations(deps).list(email),
  print: ({ documents }) => formatDocuments(documents),
});

const get = opsCommand({
  group: 'documents',
  action: 'get',
  help: "saves a document's file to FILE",
  body: DocumentOperatorSchemas.one,
  arguments: [documentArgument],
  output: { name: 'out', placeholder: 'FILE' },
  run: (deps, { documentId }) => createDocumentOperations(deps).get(documentId),
  print: ({ document }) => formatDocuments([document]),
  bytes: ({ contentBase64 }) => Buffer.from(contentBase64, 'base64'),
});

const accept = opsCommand({
  group: 'documents',
  action: 'accept',
  help: 'PENDING -> ACCEPTED',
  body: DocumentOperatorSchemas.one,
  arguments: [documentArgument],
  run: (deps, { documentId }) => createDocumentOperations(deps).accept(documentId),
  print: (document) => [`${document.fileName} of ${document.email} accepted`],
});

const reject = opsCommand({
  group: 'documents',
  action: 'reject',
  help: 'PENDING -> REJECTED, with the reason the owner sees',
  body: DocumentOperatorSchemas.reject,
  arguments: [documentArgument],
  options: [{ name: 'reason', placeholder: 'TEXT', required: true, verbatim: true }],
  run: (deps, { documentId, reason }) => createDocumentOperations(deps).reject(documentId, reason),
  print: (document) => [`${document.fileName} of ${document.email} rejected: ${document.rejectionReason}`],
});

/** How operators review the identity documents account owners upload. */
export const documentCommands: OpsCommandGroup = {
  commands: [list, get, accept, reject],
  notes:
    'Review the documents of an account before approving it: `accounts approve` refuses while any is PENDING unless --force.',
};
