import { dataUploadKinds, type DataUpload, type DataUploadKind, type SeedReport } from '@commons/shared/schemas';
import { Button, Card, Field, fieldControlStyles, Stack } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { usePreviewDataUpload } from '../api/preview-data-upload';
import { readUpload, uploadLimitText } from '../read-upload';
import { changesSomething, seedSummary } from '../seed-summary';
import { Refusal } from './refusal';
import { SaveDialog } from './save-dialog';
import { SeedReportTable } from './seed-report-table';

const Heading = styled.h2`
  margin: 0;
  font-size: 1.15rem;
`;

const FileInput = styled.input`
  ${fieldControlStyles}
  max-width: 100%;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
  gap: 16px;
  align-items: end;
`;

const kindLabels: Record<DataUploadKind, string> = { projects: 'Projects file', listings: 'Listings file' };
const kindOf = (label: string) => dataUploadKinds.find((kind) => kindLabels[kind] === label) ?? 'projects';

/**
 * Upload a projects or listings file (docs/operations.md#projects-and-listings-from-the-console):
 * the server checks it as `pnpm ops projects seed` or `listings seed` would and says what saving
 * would do, or every problem it found; Save, with a reason, then runs the seed.
 */
export function UploadPanel() {
  const [kind, setKind] = useState<DataUploadKind>('projects');
  const [file, setFile] = useState<DataUpload | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const [report, setReport] = useState<SeedReport | null>(null);
  const [saving, setSaving] = useState(false);
  const preview = usePreviewDataUpload();

  const startOver = () => {
    setReport(null);
    preview.reset();
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    startOver();
    setFile(null);
    setUnreadable(null);
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    try {
      setFile(await readUpload(chosen));
    } catch (error) {
      setUnreadable((error as Error).message);
    }
  };
  const saved = () => {
    setSaving(false);
    setFile(null);
    startOver();
  };

  return (
    <Card as="section" aria-labelledby="upload-heading">
      <Stack>
        <Heading id="upload-heading">Upload a file</Heading>
        <p>
          A JSON file in the shape of api/data/projects.json or api/data/listings.json, at most {uploadLimitText}. It is checked as the seed
          checks it, and nothing is saved until you save it. A projects file can only name pictures already on the server.
        </p>
        <Row>
          <Select label="The file holds" options={dataUploadKinds.map((k) => kindLabels[k])} value={kindLabels[kind]} onChange={(event) => { setKind(kindOf(event.target.value)); startOver(); }} />
          <Field label="File">{(control) => <FileInput {...control} type="file" accept=".json,application/json" onChange={(event) => void choose(event)} />}</Field>
        </Row>
        <div>
          <Button disabled={!file} busy={preview.busy} onClick={() => file && preview.send({ kind, file }, { onSuccess: setReport })}>
            {preview.busy ? 'Checking' : 'Preview'}
          </Button>
        </div>
        {unreadable && <Refusal role="alert">{unreadable}</Refusal>}
        {preview.error && <Refusal role="alert">{preview.error.message}</Refusal>}
        {report && file && (
          <Stack>
            <p role="status">Saving {file.name} would {seedSummary(report)}.</p>
            <SeedReportTable report={report} caption={`What saving ${file.name} would do`} />
            {changesSomething(report) && (
              <div>
                <Button onClick={() => setSaving(true)}>Save…</Button>
              </div>
            )}
          </Stack>
        )}
      </Stack>
      {saving && report && file && <SaveDialog kind={kind} file={file} report={report} onClose={() => setSaving(false)} onSaved={saved} />}
    </Card>
  );
}
