import { documentKindLabels, documentKinds, type DocumentKind } from '@commons/shared/domain';
import { Button, Field, fieldControlStyles } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useUploadDocument } from '../api/documents';
import { acceptedFiles, fileProblem } from '../check-file';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
  align-items: end;
  gap: 16px 24px;
  margin: 16px 0;
`;

/** The kit's field box, whose file-picker button matches the site's buttons. */
const FileInput = styled.input`
  ${fieldControlStyles}
`;

const Progress = styled.progress`
  width: 100%;
  height: 10px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const kindLabels = documentKinds.map((kind) => documentKindLabels[kind]);
const kindOfLabel = (label: string) => documentKinds.find((kind) => documentKindLabels[kind] === label) ?? null;

/**
 * Choose a kind and a file, then Upload. The file is checked here first (type, size, how many
 * are kept) so a wrong one is refused at once with the server's own words; the server checks
 * again, the content included. A bar shows the upload's progress.
 */
export function UploadForm({ documentCount }: { documentCount: number }) {
  const upload = useUploadDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kindLabel, setKindLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ kind?: string; file?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kind: DocumentKind | null = kindOfLabel(kindLabel);
    const problem = fileProblem(file, documentCount);
    setError({ kind: kind ? undefined : 'Choose what the document is', file: problem ?? undefined });
    if (!kind || problem || !file) return;
    upload.send(
      { kind, file },
      {
        onSuccess: () => {
          setFile(null);
          setKindLabel('');
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  return (
    <form noValidate aria-label="Upload a document" onSubmit={submit}>
      <Row>
        <Select
          label="Kind"
          placeholder="Select a kind"
          options={kindLabels}
          value={kindLabel}
          error={error.kind}
          onChange={(event) => setKindLabel(event.target.value)}
        />
        <Field label="File (PDF, JPEG or PNG, at most 10 MB)" error={error.file}>
          {(control) => (
            <FileInput
              {...control}
              ref={fileInput}
              type="file"
              accept={acceptedFiles}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError((current) => ({ ...current, file: undefined }));
              }}
            />
          )}
        </Field>
        <Button type="submit" busy={upload.busy}>
          Upload
        </Button>
      </Row>
      {upload.progress !== null && (
        <Progress aria-label="Upload progress" max={100} value={Math.round(upload.progress * 100)} />
      )}
    </form>
  );
}
