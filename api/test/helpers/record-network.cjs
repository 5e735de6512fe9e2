// Preloaded (NODE_OPTIONS=--require) into a command-line tool a test runs: every outgoing
// connection it tries is written to $NETWORK_LOG and refused, so the test can say the tool
// needed no network (issue 31: the OpenAPI linters must not phone home).
const fs = require('node:fs');
const net = require('node:net');

net.Socket.prototype.connect = function refuse(...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const target = typeof first === 'object' && first !== null ? `${first.host ?? first.path}:${first.port ?? ''}` : String(first);
  fs.appendFileSync(process.env.NETWORK_LOG, `${target}\n`);
  process.nextTick(() => this.destroy(new Error('network refused by the test')));
  return this;
};
