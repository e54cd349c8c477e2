// @adobe/structured-data-validator ships JavaScript without types: the little the tests use.
declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType?: string;
    fieldNames?: string[];
    path?: unknown;
  }
  export default class Validator {
    constructor(schemaOrgJson: unknown);
    /** Data in @marbec/web-auto-extractor's shape: `{ jsonld: { [rootType]: node[] } }`. */
    validate(data: { jsonld: Record<string, unknown[]> }): Promise<ValidationIssue[]>;
  }
}
