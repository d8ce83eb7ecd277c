import type { FileReport } from "./check-document";

export interface Summary {
  files: number;
  valid: number;
  invalid: number;
  problems: number;
}

export function summarize(reports: readonly FileReport[]): Summary {
  const valid = reports.filter((report) => report.valid).length;
  const problems = reports.reduce((sum, report) => sum + report.problems.length, 0);
  return { files: reports.length, valid, invalid: reports.length - valid, problems };
}

export function formatJson(reports: readonly FileReport[]): string {
  return JSON.stringify({ files: reports, summary: summarize(reports) }, null, 2);
}

interface Palette {
  red: (text: string) => string;
  green: (text: string) => string;
  dim: (text: string) => string;
  bold: (text: string) => string;
}

export function palette(colour: boolean): Palette {
  const wrap = (open: number, close: number) => (text: string) => (colour ? `\u001B[${open}m${text}\u001B[${close}m` : text);
  return { red: wrap(31, 39), green: wrap(32, 39), dim: wrap(2, 22), bold: wrap(1, 22) };
}

function formatFile(report: FileReport, paint: Palette): string[] {
  if (report.valid) return [`${paint.green("ok")}    ${report.file}`];
  const lines = [`${paint.red("FAIL")}  ${paint.bold(report.file)}`];
  for (const problem of report.problems) {
    const where = `${problem.line}:${problem.column}`.padEnd(8);
    const hint = problem.suggestion ? ` (${problem.suggestion})` : "";
    lines.push(`  ${paint.dim(where)}${problem.code.padEnd(27)}${problem.message}${hint}`);
    lines.push(`  ${" ".repeat(8)}${paint.dim(`at ${problem.pointer === "" ? "(document)" : problem.pointer}`)}`);
  }
  return lines;
}

export function formatText(reports: readonly FileReport[], colour: boolean): string {
  const paint = palette(colour);
  const { files, valid, invalid, problems } = summarize(reports);
  const summary = `${files} file${files === 1 ? "" : "s"}: ${paint.green(`${valid} valid`)}, ${invalid > 0 ? paint.red(`${invalid} invalid`) : "0 invalid"}, ${problems} problem${problems === 1 ? "" : "s"}`;
  return [...reports.flatMap((report) => formatFile(report, paint)), "", summary].join("\n");
}
