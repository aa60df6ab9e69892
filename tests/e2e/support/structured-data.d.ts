// The two packages ship JavaScript without types; what tests/e2e/structured-data.spec.ts uses of them.
declare module "@adobe/structured-data-validator" {
  export type ValidationIssue = {
    rootType: string;
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    path: { type?: string; property?: string; index?: number }[];
    fieldNames: string[];
    location?: string;
  };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}

declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): {
      jsonld: Record<string, Record<string, unknown>[]>;
      errors: unknown[];
    };
  }
}
