import type { FuzzReport } from './run';

/*
 * The run's figures as the step prints them: what was sent, how the
 * schema-valid and schema-invalid requests fared, and every finding.
 */

const count = (value: number) => value.toLocaleString('en-US');

export const formatReport = (report: FuzzReport, { seed, seconds }: { seed: number; seconds: number }): string => {
  const statuses = Object.entries(report.statusCounts)
    .map(([status, times]) => `${status} ×${count(times)}`)
    .join(', ');
  const lines = [
    `Document fuzzer (docs/openapi.json only), seed ${seed}, ${seconds.toFixed(1)} s`,
    `  operations: ${report.operations}, ${report.operations - report.withoutSuccess.length} answered a success at least once`,
    ...(report.withoutSuccess.length > 0 ? [`  no success for: ${report.withoutSuccess.join(', ')}`] : []),
    `  requests sent: ${count(report.sent)} (and ${report.signIns} sign-ins)`,
    `  schema-valid: ${count(report.valid)}; refused (400, 413, 415): ${count(report.validRefused)}, of which by a rule the document does not carry: ${count(report.validRefusedUndocumented)}`,
    `  schema-invalid: ${count(report.invalid)}; accepted: ${count(report.invalidAccepted)}`,
    `  server errors: ${report.serverErrors}; answers outside the document (status, body or headers): ${report.undeclaredAnswers}`,
    `  answers: ${statuses}`,
  ];
  const shown = report.findings.slice(0, 25);
  if (shown.length > 0) {
    lines.push(
      `  findings (${report.findings.length}${shown.length < report.findings.length ? `, first ${shown.length}` : ''}):`,
    );
    for (const finding of shown)
      lines.push(`    ${finding.operation}: ${finding.kind}: ${finding.detail}`, `      ${finding.request}`);
  }
  return lines.join('\n');
};
