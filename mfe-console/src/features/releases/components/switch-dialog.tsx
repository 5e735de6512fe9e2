import { isApiError } from '@commons/shared/api';
import { FreezeReasonSchema, ReleaseReasonSchema, RolloutPercentSchema, type RemoteRelease } from '@commons/shared/schemas';
import { TextField } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSwitchRelease } from '../api/switch-release';
import { isFreezeKind, switchLabels, switchTitle, versionOf, type SwitchKind } from '../switch-plan';

const firstIssue = (schema: v.GenericSchema, value: unknown) => {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? undefined : parsed.issues[0].message;
};

// A freeze stops people, not the health gate (docs/releases.md#freeze): the dialog says so.
const freezeNote =
  "Recorded with your name and reason in the audit. While frozen, every switch is refused, from here and from the command line; the health gate still aborts a failing rollout.";

/** Versions a switch may pick: published ones other than the live one, newest first. */
const pickable = (remote: RemoteRelease) => remote.versions.map((v) => v.version).filter((version) => version !== remote.live?.version);

/**
 * The confirmation of one switch: its title says exactly what will happen ("Roll back wallet from
 * 1.4.0 to 1.3.2") and follows the version and share picked; a reason is required. The server's
 * refusal shows here as sent, and the dialog stays open.
 */
export function SwitchDialog({ kind, remote, onClose }: { kind: SwitchKind; remote: RemoteRelease; onClose: () => void }) {
  const picks = kind === 'activate' || kind === 'rollout';
  const [picked, setPicked] = useState(pickable(remote)[0] ?? '');
  const [percentText, setPercentText] = useState(String(remote.rollout?.percent ?? 10));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; percent?: string }>({});
  const send = useSwitchRelease();
  const percent = Number(percentText);
  const version = versionOf(kind, remote, picked);
  const title = switchTitle(kind, remote, version, percent);
  const refusal = send.error && isApiError(send.error) ? send.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      reason: firstIssue(isFreezeKind(kind) ? FreezeReasonSchema : ReleaseReasonSchema, { reason }),
      percent: kind === 'rollout' || kind === 'share' ? firstIssue(RolloutPercentSchema, percentText === '' ? undefined : percent) : undefined,
    };
    setErrors(found);
    if (found.reason || found.percent) return;
    send.send({ kind, remote: remote.remote, version, percent, reason: reason.trim(), title }, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      title={title}
      description={isFreezeKind(kind) ? freezeNote : 'Recorded with your name and reason in the history and the audit.'}
      confirm={switchLabels[kind].confirm}
      danger={kind === 'rollback' || kind === 'abort' || kind === 'freeze'}
      busy={send.busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      {picks && <Select label="Version" options={pickable(remote)} value={picked} onChange={(event) => setPicked(event.target.value)} />}
      {(kind === 'rollout' || kind === 'share') && (
        <TextField
          label="Share of browsers (%)"
          inputMode="numeric"
          value={percentText}
          error={errors.percent}
          onChange={(event) => setPercentText(event.target.value)}
        />
      )}
      <TextField label="Reason" maxLength={200} value={reason} error={errors.reason} onChange={(event) => setReason(event.target.value)} />
    </ConfirmDialog>
  );
}
