import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { FHIR_JSON_CONTENT_TYPE } from '@clinote/contracts';
import { CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '@clinote/nest-common';
import type { Bundle } from '@medplum/fhirtypes';
import { ExportNoteFhir } from './export-note-fhir.service';

@Controller('notes')
@UseGuards(JwtAuthGuard)
export class NoteFhirController {
  constructor(private readonly exportFhir: ExportNoteFhir) {}

  /** The note as a FHIR R4 document Bundle (application/fhir+json) an EHR can import; like the PDF, nobody keeps a copy. */
  @Get(':id/fhir')
  @Header('Content-Type', `${FHIR_JSON_CONTENT_TYPE}; charset=utf-8`)
  @Header('Cache-Control', 'private, no-store')
  fhir(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<Bundle> {
    return this.exportFhir.export(caller, id);
  }
}
