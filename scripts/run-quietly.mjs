// `node scripts/run-quietly.mjs <command> [args...]`: runs the command with its output held back,
// and prints that output (to stderr) only if the command fails, with its exit code. Playwright's web
// servers build the app through it: a passing run shows the tests, not the bundler's file list.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/run-quietly.mjs <command> [args...]');
  process.exit(2);
}

const chunks = [];
// npm is a .cmd shim on Windows, which only a shell can start.
const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
child.stdout.on('data', (chunk) => chunks.push(chunk));
child.stderr.on('data', (chunk) => chunks.push(chunk));
child.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(1);
});
child.on('close', (code, signal) => {
  if (code === 0) process.exit(0);
  process.stderr.write(Buffer.concat(chunks));
  console.error(`\n${[command, ...args].join(' ')} failed (${signal ? `killed by ${signal}` : `exit code ${code}`})`);
  process.exit(code ?? 1);
});
