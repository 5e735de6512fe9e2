// Preloaded (NODE_OPTIONS=--import) into a command-line tool a test runs: every outgoing
// connection it tries is written to $NETWORK_LOG and refused, so the test can say the tool
// needed no network (the OpenAPI linters must not phone home).
import fs from 'node:fs';
import net from 'node:net';

net.Socket.prototype.connect = function refuse(...args) {
  // Node hands `connect` its normalised arguments as one array.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const target = typeof first === 'object' && first !== null ? `${first.host ?? first.path}:${first.port ?? ''}` : String(first);
  fs.appendFileSync(process.env.NETWORK_LOG, `${target}\n`);
  process.nextTick(() => this.destroy(new Error('network refused by the test')));
  return this;
};
