import { Controller, Get, Header, Param, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { FHIR_JSON_CONTENT_TYPE } from '@clinote/contracts';
import { CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '@clinote/nest-common';
import type { Bundle } from '@medplum/fhirtypes';
import { ExportNoteFhir } from './export-note-fhir.service';

@Controller('notes')
@UseGuards(JwtAuthGuard)
export class NoteFhirController {
  constructor(private readonly exportFhir: ExportNoteFhir) {}

  /**
   * The note as a FHIR R4 document Bundle (application/fhir+json) an EHR can import; like the PDF,
   * nobody keeps a copy, and a browser saves it as a file named by the note's title.
   */
  @Get(':id/fhir')
  @Header('Content-Type', `${FHIR_JSON_CONTENT_TYPE}; charset=utf-8`)
  @Header('Cache-Control', 'private, no-store')
  async fhir(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Bundle> {
    const { bundle, filename } = await this.exportFhir.export(caller, id);
    reply.header('Content-Disposition', `attachment; filename="${filename}"`);
    return bundle;
  }
}
