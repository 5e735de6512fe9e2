import { writeFile } from 'node:fs/promises';
import { createBlobStore } from '../blobs';
import { startJobEngine } from '../domains/jobs/engine';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { parseBody } from '@commons/server-kernel/lib/parse-body';
import type { OpsCommand } from '../operator/ops-command';
import { commandBody, runOpsCommand } from '../operator/run-command';
import { connectOperator } from '@commons/server-kernel/cli/operator-connection';
import type { OpsCall } from './ops-args';

/** The engine's own errors, on one line each; nothing else of it is printed. */
const engineLog = { error: (_detail: object, message: string) => console.error(`ops: ${message}`) };

/** Sends one command with its body and returns the reply. */
type Execute = (command: OpsCommand, input: object) => Promise<unknown>;

export interface OpsSession {
  /** `server` when the commands go through a running server's operator endpoint. */
  via: 'server' | 'database';
  /** Runs the call as `by` and returns the lines to print. */
  run(call: OpsCall, by: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Where `pnpm ops` runs its commands: through the operator endpoint of the server holding the
 * embedded database, or on the database itself with the same body check the server makes.
 */
export async function openOps(config: AppConfig): Promise<OpsSession> {
  const connection = await connectOperator<Execute, Database>(
    config,
    {
    server: (call) => (command, input) => call(`${command.group}/${command.action}`, input),
    database: (db) => {
      const blobs = createBlobStore(config, db);
      return async (command, input) => {
        const body = parseBody(commandBody(command), input);
        // An engine that only sends: the mail a command queues is sent by the server once it runs.
        const jobs = await startJobEngine(db, { log: engineLog, supervise: false });
        try {
          return await runOpsCommand({ db, config, blobs, jobs }, command, body);
        } finally {
          await jobs.stop();
        }
      };
    },
    },
    () => openDatabase(config),
  );
  return {
    via: connection.via,
    async run({ command, input, outputPath }, by) {
      const body = command.audit === 'read-only' ? input : { ...input, by };
      const reply = await connection.service(command, body);
      const lines = command.print(reply);
      if (!outputPath || !command.bytes) return lines;
      const bytes = command.bytes(reply);
      await writeFile(outputPath, bytes);
      return [...lines, `saved ${bytes.length} bytes to ${outputPath}`];
    },
    close: () => connection.close(),
  };
}
