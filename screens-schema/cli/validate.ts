/**
 * QA command line: checks layout documents with the same compiled validator as the renderer.
 *   npx tsx screens-schema/cli/validate.ts <file|folder|url>... [--format json|text]
 * Exit codes: 0 all valid, 1 some invalid, 2 usage or read/fetch errors.
 */
import { checkDocument } from "./check-document";
import { formatJson, formatText } from "./format-report";
import { loadDocuments } from "./load-documents";

const usage = `Usage: npx tsx screens-schema/cli/validate.ts <file|folder|url>... [--format json|text]

Validates Shasha layout documents (screens-schema, contract v1).
  file     a .json layout document
  folder   every *.json below it (a corpus manifest named expected-invalid.json is skipped)
  url      a layout document, the local services index (http://localhost:4000/) or an
           app-grid base URL (http://localhost:4000/appgrid): every screen entry is checked.
           The app key comes from APPGRID_APP_KEY (default shasha-web-dev).
           The management API (http://localhost:4000/manage, …/manage/screens/home): every
           screen's current version, or one, read with an API token from SHASHA_MANAGE_TOKEN
           or the file SHASHA_MANAGE_TOKEN_FILE names (never on the command line).

Options:
  --format text|json   report format (default text)
  --help               show this help

Exit codes: 0 all valid, 1 at least one invalid document, 2 usage, read or fetch errors.`;

interface Options {
  inputs: string[];
  format: "text" | "json";
}

function parseArgs(argv: readonly string[]): Options | string {
  const options: Options = { inputs: [], format: "text" };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const inline = arg.startsWith("--format=") ? arg.slice("--format=".length) : undefined;
    if (arg === "--format" || inline !== undefined) {
      const value = inline ?? argv[++i];
      if (value !== "text" && value !== "json") return `--format must be "text" or "json"`;
      options.format = value;
    } else if (arg.startsWith("-")) {
      return `unknown option ${arg}`;
    } else {
      options.inputs.push(arg);
    }
  }
  return options.inputs.length === 0 ? "no file, folder or URL given" : options;
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.info(usage);
    return 0;
  }
  const options = parseArgs(argv);
  if (typeof options === "string") {
    console.error(`error: ${options}\n\n${usage}`);
    return 2;
  }
  const { documents, failures } = await loadDocuments(options.inputs);
  const reports = documents.map((document) => checkDocument(document));
  process.stdout.write(`${options.format === "json" ? formatJson(reports) : formatText(reports, process.stdout.isTTY === true)}\n`);
  for (const failure of failures) console.error(`error: cannot read ${failure.label}: ${failure.message}`);
  if (failures.length > 0) return 2;
  return reports.every((report) => report.valid) ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
