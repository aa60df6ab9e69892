// The published document against the OpenAPI 3.1 meta-schema (@seriousme/openapi-schema-validator).
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

// The validator is ESM only and reads its meta-schemas through import.meta.url: SWC (next/jest)
// compiles this file to CommonJS (import() becomes require()), so it runs in a worker thread where
// Node loads it natively — as accounts-google.test.ts does for its mock.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
import(workerData.moduleUrl)
  .then(async ({ Validator }) => {
    const result = await new Validator().validate(workerData.document);
    parentPort.postMessage({ valid: result.valid, errors: result.errors ?? null, version: result.valid ? "3.1" : null });
  })
  .catch((e) => parentPort.postMessage({ failed: String((e && e.stack) || e) }));
`;

export type DocumentCheck = { valid: boolean; errors: unknown };

/** Validate an OpenAPI document against its version's meta-schema. */
export async function validateOpenApiDocument(document: unknown): Promise<DocumentCheck> {
  const moduleUrl = pathToFileURL(require.resolve("@seriousme/openapi-schema-validator")).href;
  const worker = new Worker(WORKER, { eval: true, workerData: { moduleUrl, document } });
  try {
    const answer = await new Promise<{ valid?: boolean; errors?: unknown; failed?: string }>(
      (resolve, reject) => {
        worker.once("error", reject);
        worker.once("message", resolve);
      },
    );
    if (answer.failed) throw new Error(answer.failed);
    return { valid: Boolean(answer.valid), errors: answer.errors };
  } finally {
    await worker.terminate();
  }
}
